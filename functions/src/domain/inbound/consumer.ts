import type { InboundJob } from '../../platform/chat/chat-provider.js';
import type { BatchHandler, JobRecord } from '../../platform/jobs/job-queue.js';
import { log } from '../../platform/log.js';
import { InboundJob as InboundJobSchema } from './schema.js';

/**
 * The inbound queue's consumer, the same function under SQS and the local queue: parses each record and hands it
 * to `ingest`, reporting failures per record. Groups (chats) run side by side; the records of one group run in
 * record order, and once one fails the group's later records are reported failed without being tried, so a FIFO
 * group never skips ahead.
 */
export function createInboundConsumer(ingest: (job: InboundJob) => Promise<void>): BatchHandler {
  return async (records) => {
    const groups = new Map<string, JobRecord[]>();
    for (const record of records) {
      const group = record.attributes.MessageGroupId;
      groups.set(group, [...(groups.get(group) ?? []), record]);
    }
    const failed = await Promise.all([...groups.values()].map((group) => ingestGroup(ingest, group)));
    return { batchItemFailures: failed.flat().map((itemIdentifier) => ({ itemIdentifier })) };
  };
}

/** Answers the message ids of the group that failed or were held back behind a failure. */
async function ingestGroup(ingest: (job: InboundJob) => Promise<void>, records: JobRecord[]): Promise<string[]> {
  for (const [index, record] of records.entries()) {
    const job = parseJob(record);
    // A body that cannot be read now never will be: retrying it would only hold up its group.
    if (!job) continue;
    try {
      await ingest(job);
    } catch (error) {
      const groupId = record.attributes.MessageGroupId;
      log('warn', { where: 'inbound.consumer', messageId: record.messageId, groupId, error: String(error) });
      return records.slice(index).map((r) => r.messageId);
    }
  }
  return [];
}

function parseJob(record: JobRecord): InboundJob | undefined {
  let body: unknown;
  try {
    body = JSON.parse(record.body);
  } catch {
    body = undefined;
  }
  const parsed = InboundJobSchema.safeParse(body);
  if (parsed.success) return parsed.data;
  log('error', {
    where: 'inbound.consumer',
    dropped: 'malformed job',
    messageId: record.messageId,
    issues: parsed.error.issues.slice(0, 5).map((issue) => `${issue.path.join('.')}: ${issue.message}`),
  });
  return undefined;
}
