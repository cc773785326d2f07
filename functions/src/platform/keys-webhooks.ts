import { company } from './keys-company.js';

/**
 * The keys of outgoing webhooks (docs/decisions/056), part of the one key design in keys.ts: a company's endpoints
 * in one partition (a company keeps a handful, read together by the event tap), and each endpoint's delivery log
 * in its own partition, newest first by the attempt's time (TTL).
 */
export const webhookKeys = {
  webhooksOf: (companyId: string) => `${company(companyId)}#WH`,
  webhook: (companyId: string, id: string) => ({ pk: `${company(companyId)}#WH`, sk: `WH#${id}` }),
  webhookDeliveriesOf: (companyId: string, id: string) => `${company(companyId)}#WH#${id}#LOG`,
  webhookDelivery: (companyId: string, id: string, at: string, deliveryId: string, attempt: number) => ({
    pk: `${company(companyId)}#WH#${id}#LOG`,
    sk: `${at}#${deliveryId}#${String(attempt).padStart(2, '0')}`,
  }),
};
