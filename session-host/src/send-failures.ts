import type { InboundEvent, SendFailure } from '../../functions/src/platform/chat/chat-provider.js';
import type { SessionCommand } from '../../functions/src/platform/chat/session-commands.js';
import { INBOUND_QUEUE } from '../../functions/src/platform/chat/session-commands.js';
import { newId } from '../../functions/src/platform/ids.js';
import { log } from '../../functions/src/platform/log.js';
import { jobOptions, type EventDeps } from './session-events.js';

/**
 * Marks the send's stored message failed (docs/decisions/013): a `sendFailed` event in the chat's inbound group,
 * so it is ingested after whatever that chat reported before. Each report has an id of its own: a message that
 * is resent and fails again is reported again, not dropped as a duplicate of its first failure.
 */
export async function reportSendFailed(
  deps: EventDeps,
  command: Extract<SessionCommand, { type: 'send' }>,
  reason: SendFailure,
): Promise<void> {
  const event: InboundEvent = {
    type: 'sendFailed',
    id: newId(),
    localId: command.localId,
    chatId: command.chatId,
    timestamp: deps.clock.now().getTime(),
    reason,
  };
  await deps.jobs.send(
    INBOUND_QUEUE,
    { companyId: command.companyId, connectionId: command.connectionId, event },
    jobOptions(command.connectionId, event),
  );
  log('warn', { where: 'send.failed', connectionId: command.connectionId, localId: command.localId, reason });
}
