import { z } from 'zod';
import type { Deps } from '../../../platform/deps.js';

/**
 * A step of a company's deletion (docs/decisions/039), carried by the inbound queue like a contacts import: its
 * consumer runs beside the API (a Lambda in the cloud, in-process under `npm start`). One FIFO group per company,
 * so its steps run one at a time; each runs a bounded slice and queues the next. Where the deletion stands is kept
 * in the table (the progress item), so a job is only a nudge: a retried, duplicated or late one resumes from there.
 */
export const CompanyDeletionJob = z.object({
  kind: z.literal('companyDeletion'),
  companyId: z.string().min(1).max(64),
  slice: z.number().int().min(0),
});
export type CompanyDeletionJob = z.infer<typeof CompanyDeletionJob>;

export const isCompanyDeletionJob = (body: unknown): boolean =>
  typeof body === 'object' && body !== null && (body as { kind?: unknown }).kind === 'companyDeletion';

/**
 * Queues slice `slice`; the same slice sent twice within the queue's dedupe window is delivered once. `restart`
 * (a DELETE repeated after the chain stopped, e.g. dead-lettered) makes a new chain that resumes from the table.
 */
export async function sendDeletionJob(
  deps: Pick<Deps, 'jobs'>,
  companyId: string,
  slice: number,
  restart?: string,
): Promise<void> {
  const job: CompanyDeletionJob = { kind: 'companyDeletion', companyId, slice };
  await deps.jobs.send('inbound', job, {
    groupId: `companyDeletion-${companyId}`,
    dedupeId: `companyDeletion-${companyId}-${restart ? `${restart}-` : ''}${slice}`,
  });
}
