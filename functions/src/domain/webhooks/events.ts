import type { Deps } from '../../platform/deps.js';
import type { Webhook, WebhookDelivery } from './schema.js';

/** Realtime on `company-<id>-webhook`: an endpoint changed (the tap's cache drops the company's endpoints). */
export const webhookChannel = (companyId: string) => `company-${companyId}-webhook`;
/** Realtime on `company-<id>-webhookDelivery`: an attempt was logged (the page's log shows it). */
export const webhookDeliveryChannel = (companyId: string) => `company-${companyId}-webhookDelivery`;

export type WebhookChange = { action: 'create' | 'update'; webhook: Webhook } | { action: 'delete'; webhookId: string };

/** Webhooks are the company admins' business: their events go to admins only. */
const admins = { filter: (socket: { profile: string }) => socket.profile === 'admin' };

export async function publishWebhookChange(deps: Pick<Deps, 'realtime'>, companyId: string, event: WebhookChange) {
  await deps.realtime.publish(companyId, webhookChannel(companyId), event, admins);
}

export async function publishDelivery(
  deps: Pick<Deps, 'realtime'>,
  companyId: string,
  webhookId: string,
  delivery: WebhookDelivery,
) {
  await deps.realtime.publish(companyId, webhookDeliveryChannel(companyId), { webhookId, delivery }, admins);
}
