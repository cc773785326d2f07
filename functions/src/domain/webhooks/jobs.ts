import { z } from 'zod';
import type { Deps } from '../../platform/deps.js';
import { newId } from '../../platform/ids.js';
import { TEST_EVENT, WEBHOOK_EVENTS } from './schema.js';

/** The webhook queue (SQS standard in the cloud, the table queue under `npm start`; docs/decisions/056). */
export const WEBHOOK_QUEUE = 'webhook';

/** One attempt of one delivery to one endpoint; the body the endpoint gets is built from it the same every time. */
export const DeliveryJob = z.object({
  companyId: z.string().min(1),
  webhookId: z.string().min(1),
  deliveryId: z.string().min(1),
  event: z.enum([...WEBHOOK_EVENTS, TEST_EVENT]),
  createdAt: z.string(),
  data: z.unknown(),
  attempt: z.number().int().min(1),
});
export type DeliveryJob = z.infer<typeof DeliveryJob>;

export async function sendDeliveryJob(deps: Pick<Deps, 'jobs'>, job: DeliveryJob, delaySeconds = 0): Promise<void> {
  await deps.jobs.send(WEBHOOK_QUEUE, job, {
    // Independent jobs (a standard queue in the cloud): no delivery waits behind another's retry.
    groupId: `webhook#${job.webhookId}#${newId()}`,
    ...(delaySeconds > 0 && { delaySeconds }),
  });
}

/** The JSON body an endpoint receives. */
export function deliveryBody(job: DeliveryJob): string {
  const { deliveryId: id, event, companyId, createdAt, data } = job;
  return JSON.stringify({ id, event, companyId, createdAt, data });
}
