import type { SessionCommand } from '../../functions/src/platform/chat/session-commands.js';
import type { BatchHandler, JobRecord } from '../../functions/src/platform/jobs/job-queue.js';
import { log } from '../../functions/src/platform/log.js';
import { SessionCommandSchema } from './session-command-schema.js';

export interface CommandHandler {
  handle(command: SessionCommand): Promise<void>;
}

/**
 * The outbound queue's consumer: the same function serves SQS in the cloud and the table queue locally.
 * Groups run side by side, the records of one group one after another; once a record of a group fails, the
 * later records of that group are reported failed too without running, so FIFO order survives the retry.
 */
export function createOutboundConsumer(manager: CommandHandler): BatchHandler {
  return async (records) => {
    const failures = await Promise.all([...byGroup(records).values()].map((group) => runGroup(manager, group)));
    return { batchItemFailures: failures.flat().map((itemIdentifier) => ({ itemIdentifier })) };
  };
}

function byGroup(records: JobRecord[]): Map<string, JobRecord[]> {
  const groups = new Map<string, JobRecord[]>();
  for (const record of records) {
    const group = record.attributes.MessageGroupId;
    groups.set(group, [...(groups.get(group) ?? []), record]);
  }
  return groups;
}

/** Answers the message ids that failed (or were held back behind a failure). */
async function runGroup(manager: CommandHandler, records: JobRecord[]): Promise<string[]> {
  for (const [index, record] of records.entries()) {
    const command = parse(record);
    if (!command) continue;
    try {
      await manager.handle(command);
    } catch (error) {
      log('warn', { where: 'outbound', type: command.type, messageId: record.messageId, error: String(error) });
      return records.slice(index).map((r) => r.messageId);
    }
  }
  return [];
}

/** A malformed job can never succeed, so it is dropped (logged), not retried into the dead-letter list. */
function parse(record: JobRecord): SessionCommand | undefined {
  let body: unknown;
  try {
    body = JSON.parse(record.body);
  } catch {
    log('error', { where: 'outbound', messageId: record.messageId, error: 'body is not JSON' });
    return undefined;
  }
  const result = SessionCommandSchema.safeParse(body);
  if (result.success) return result.data;
  log('error', { where: 'outbound', messageId: record.messageId, error: result.error.issues[0]?.message });
  return undefined;
}
