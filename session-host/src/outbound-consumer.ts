import type { SessionCommand } from '../../functions/src/platform/chat/session-commands.js';
import { AppError } from '../../functions/src/platform/errors.js';
import { MAX_RECEIVES, type BatchHandler, type JobRecord } from '../../functions/src/platform/jobs/job-queue.js';
import { log } from '../../functions/src/platform/log.js';
import { releasedBy } from './connection-waiter.js';
import { reportSendFailed } from './send-failures.js';
import { SessionCommandSchema } from './session-command-schema.js';
import type { EventDeps } from './session-events.js';

/** The queue job a command came in: forwarding derives its dedupe id from it (docs/decisions/014). */
export interface CommandJob {
  messageId: string;
}

export interface CommandHandler {
  handle(command: SessionCommand, job?: CommandJob): Promise<void>;
}

/**
 * The outbound queue's consumer: the same function serves SQS in the cloud and the table queue locally.
 * Groups run side by side, the records of one group one after another; once a record of a group fails, the
 * later records of that group are reported failed too without running, so FIFO order survives the retry.
 */
export function createOutboundConsumer(manager: CommandHandler, options: OutboundConsumerOptions = {}): BatchHandler {
  const { deps, stopping } = options;
  const context = { manager, deps, stopping, maxReceives: options.maxReceives ?? MAX_RECEIVES };
  const handler: BatchHandler = async (records) => {
    const failures = await Promise.all([...byGroup(records).values()].map((group) => runGroup(context, group)));
    return { batchItemFailures: failures.flat().map((itemIdentifier) => ({ itemIdentifier })) };
  };
  // A send that dead-letters all the same (its holder died on the last receive) still marks its message failed.
  handler.onDeadLetter = async (record) => {
    const command = parse(record);
    if (command?.type === 'send' && deps) await reportSendFailed(deps, command, 'deadLetter');
  };
  return handler;
}

export interface OutboundConsumerOptions {
  /** Where a send that will not be delivered is reported failed; without it such a send dead-letters. */
  deps?: EventDeps;
  /** The queue's receives before a job dead-letters. */
  maxReceives?: number;
  /** Aborted when the host stops: sends waiting for their connection go back to the queue. */
  stopping?: AbortSignal;
}

type ConsumerContext = Omit<OutboundConsumerOptions, 'maxReceives'> & { manager: CommandHandler; maxReceives: number };

function byGroup(records: JobRecord[]): Map<string, JobRecord[]> {
  const groups = new Map<string, JobRecord[]>();
  for (const record of records) {
    const group = record.attributes.MessageGroupId;
    groups.set(group, [...(groups.get(group) ?? []), record]);
  }
  return groups;
}

/** Answers the message ids that failed (or were held back behind a failure). */
async function runGroup(context: ConsumerContext, records: JobRecord[]): Promise<string[]> {
  for (const [index, record] of records.entries()) {
    const command = parse(record);
    if (!command) continue;
    try {
      const job = { messageId: record.messageId };
      await releasedBy(context.stopping, () => context.manager.handle(command, job));
    } catch (error) {
      log('warn', { where: 'outbound', type: command.type, messageId: record.messageId, error: String(error) });
      if (await markedFailedOnLastReceive(context, command, record, error)) continue;
      return records.slice(index).map((r) => r.messageId);
    }
  }
  return [];
}

/**
 * Nothing an agent sent may end silently in a dead-letter queue (docs/decisions/013): on its last receive a
 * failing send marks its message failed, `rejected` when the provider refused it, and the job is done.
 */
async function markedFailedOnLastReceive(
  context: ConsumerContext,
  command: SessionCommand,
  record: JobRecord,
  error: unknown,
): Promise<boolean> {
  const receives = Number(record.attributes.ApproximateReceiveCount);
  if (command.type !== 'send' || !context.deps || receives < context.maxReceives) return false;
  const refused = error instanceof AppError && error.code === 'ERR_SENDING_WAPP_MSG';
  try {
    await reportSendFailed(context.deps, command, refused ? 'rejected' : 'deadLetter');
    return true;
  } catch (reportError) {
    log('error', { where: 'outbound', messageId: record.messageId, error: String(reportError) });
    return false;
  }
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
