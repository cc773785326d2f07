import { company } from './keys-company.js';

/** The keys of the queue integrations (spec 3 §3; docs/decisions/053), part of the one key design in keys.ts. */
export const integrationKeys = {
  /** A queue integration; the company's integrations listed by name on gsi1. Its jsonContent is sealed inside. */
  queueIntegration: (companyId: string, id: string) => ({ pk: `${company(companyId)}#QI#${id}`, sk: 'QI' }),
  queueIntegrationsIndex: (companyId: string) => `${company(companyId)}#QIS`,
  /** An integration's conversation in one ticket (the Typebot session, ended or not), beside the ticket. */
  ticketIntegration: (companyId: string, ticketId: string) => ({
    pk: `${company(companyId)}#T#${ticketId}`,
    sk: 'INTEGRATION',
  }),
};
