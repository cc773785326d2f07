import type { Deps } from '../../../platform/deps.js';
import type { BatchHandler, JobRecord } from '../../../platform/jobs/job-queue.js';
import { log } from '../../../platform/log.js';
import { tick } from './drive.js';
import { CampaignJob } from './jobs.js';
import { prepare } from './prepare.js';
import { purge } from './purge.js';

/**
 * The campaign queue's consumer (ADR 048), the same function on the table queue (`npm start`) and on SQS
 * (handlers/campaign-consumer.ts): each job on its own, a failed one reported for a retry (partial batch
 * failures); a malformed one dropped with a log line.
 */
export function createCampaignConsumer(deps: Deps): BatchHandler {
  return async (records: JobRecord[]) => {
    const outcomes = await Promise.all(
      records.map(async (record) => {
        try {
          await run(deps, record);
          return undefined;
        } catch (error) {
          log('warn', { where: 'campaigns.job', messageId: record.messageId, error: String(error) });
          return { itemIdentifier: record.messageId };
        }
      }),
    );
    return { batchItemFailures: outcomes.filter((failure) => failure !== undefined) };
  };
}

async function run(deps: Deps, record: JobRecord): Promise<void> {
  let body: unknown;
  try {
    body = JSON.parse(record.body);
  } catch {
    body = undefined;
  }
  const parsed = CampaignJob.safeParse(body);
  if (!parsed.success) {
    log('error', { where: 'campaigns.job', messageId: record.messageId, dropped: 'malformed job' });
    return;
  }
  const job = parsed.data;
  if (job.type === 'prepare') return prepare(deps, job);
  if (job.type === 'tick') return tick(deps, job);
  return purge(deps, job);
}
