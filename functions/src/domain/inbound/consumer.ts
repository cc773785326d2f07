import type { InboundJob } from '../../platform/chat/chat-provider.js';
import type { BatchHandler, JobRecord } from '../../platform/jobs/job-queue.js';
import { log } from '../../platform/log.js';
import { InboundJob as InboundJobSchema } from './schema.js';

/**
 * The inbound queue's consumer, the same function under SQS and the local queue: parses each record, hands it to
 * `ingest` in record order and reports failures per record. A FIFO group must not skip ahead, so once a record
 * of a group fails, the group's later records in the batch are reported failed without being tried.
 */
export function createInboundConsumer(ingest: (job: InboundJob) => Promise<void>): BatchHandler {
  return async (records) => {
    const failedGroups = new Set<string>();
    const failures: { itemIdentifier: string }[] = [];
    for (const record of records) {
      const group = record.attributes.MessageGroupId;
      if (failedGroups.has(group)) {
        failures.push({ itemIdentifier: record.messageId });
        continue;
      }
      const job = parseJob(record);
      // A body that cannot be read now never will be: retrying it would only hold up its group.
      if (!job) continue;
      try {
        await ingest(job);
      } catch (error) {
        log('warn', { where: 'inbound.consumer', messageId: record.messageId, groupId: group, error: String(error) });
        failedGroups.add(group);
        failures.push({ itemIdentifier: record.messageId });
      }
    }
    return { batchItemFailures: failures };
  };
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

/** Until ingestion exists (issue 4): one info line per event, ids only, never the customer's text. */
export async function logIngest(job: InboundJob): Promise<void> {
  const { event } = job;
  log('info', {
    where: 'inbound.ingest',
    companyId: job.companyId,
    connectionId: job.connectionId,
    type: event.type,
    id: event.type === 'message' ? event.message.id : event.id,
    chatId: event.type === 'message' ? event.message.chatId : event.chatId,
  });
}
