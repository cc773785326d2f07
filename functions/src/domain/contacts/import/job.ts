import { z } from 'zod';
import type { Deps } from '../../../platform/deps.js';

/**
 * The jobs of a contacts import (docs/decisions/020), carried by the inbound queue, whose consumer runs beside
 * the API (a Lambda in the cloud, in-process locally). One FIFO group per import: its jobs run one at a time, in
 * order, while other imports and chats go on. `split` reads the file into chunks; `chunk` writes one of them.
 */
const ids = { kind: z.literal('contactImport'), companyId: z.string().min(1), importId: z.string().min(1) };

export const ContactImportJob = z.discriminatedUnion('step', [
  z.object({ ...ids, step: z.literal('split') }),
  z.object({ ...ids, step: z.literal('chunk'), chunk: z.number().int().min(0) }),
]);
export type ContactImportJob = z.infer<typeof ContactImportJob>;

export const isContactImportJob = (body: unknown): boolean =>
  typeof body === 'object' && body !== null && (body as { kind?: unknown }).kind === 'contactImport';

/**
 * Queues the job; sending one twice within the queue's dedupe window (a retried job sending its successor
 * again) delivers it once, and a late duplicate finds its chunk committed and does nothing.
 */
export async function sendImportJob(deps: Pick<Deps, 'jobs'>, job: ContactImportJob): Promise<void> {
  const step = job.step === 'split' ? 'split' : `chunk-${job.chunk}`;
  await deps.jobs.send('inbound', job, {
    groupId: `contactImport-${job.importId}`,
    dedupeId: `contactImport-${job.importId}-${step}`,
  });
}
