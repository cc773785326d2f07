import type { InboundEvent } from '../../platform/chat/chat-provider.js';
import { commandGroup, OUTBOUND_QUEUE, type SessionCommand } from '../../platform/chat/session-commands.js';
import type { Deps } from '../../platform/deps.js';
import { keys } from '../../platform/keys.js';
import { isConditionFailure } from '../../platform/table.js';
import { callBody } from '../messages/content.js';
import { publishMessageUpdate } from '../messages/events.js';
import { getProviderItem, type ProviderItem } from '../messages/provider-ids.js';
import { getMessageAt, patchMessage, type MessageRecord } from '../messages/repo.js';
import { cachedSettings } from '../lookups/company-records.js';
import { automaticText, sendTemplate } from '../tickets/automatic-messages.js';
import { getTicketRecord } from '../tickets/repo.js';
import { storeInbound, type ChatScope } from './ingest-message.js';

type CallEvent = Extract<InboundEvent, { type: 'call' }>;

/** The call's provider item, flagged once the product refused the call (the `call` setting was disabled). */
type CallItem = ProviderItem & { callRefused?: boolean };

/** What the customer is told when the company does not take calls. */
export const CALLS_REFUSED_MESSAGE = automaticText(
  'As chamadas de voz e vídeo estão desabilitadas para este número.',
  'Por favor, envie uma mensagem de texto.',
);

/**
 * A call becomes one `call_log` entry of the conversation, keyed by the call id like a message by its id:
 * the first report (ringing or missed) writes it, later ones of the same call do not add another; a call the
 * business rejected on its phone says so. A ringing call while the company does not take calls is refused and
 * the customer told, once per call.
 */
export async function ingestCall(deps: Deps, scope: ChatScope, event: CallEvent): Promise<void> {
  const seen = await getProviderItem(deps.table, scope.companyId, scope.connectionId, event.id);
  const stored = seen?.messageId ? await getMessageAt(deps.table, seen) : undefined;
  if (stored) await callEnded(deps, stored, event, seen);
  // Storing is idempotent: an entry stored by a try that stopped before its events went out is announced now.
  if (!stored || !seen?.published) await storeInbound(deps, scope, callEntry(event));
  if (event.status === 'offer') await refuseWhenCallsOff(deps, scope, event);
}

const callEntry = (event: CallEvent) => ({
  providerId: event.id,
  chatId: event.chatId,
  isGroup: false,
  fromMe: false,
  timestamp: event.timestamp,
  content: {
    mediaType: 'call_log' as const,
    body: callBody(event.status, event.timestamp),
    blobKey: null,
    mimetype: null,
    mediaName: null,
  },
});

/**
 * A later report of a logged call: only a rejection changes the entry, and not when the product refused the
 * call itself (the customer's phone reports that refusal too): for the agents it stays a missed call.
 */
async function callEnded(deps: Deps, stored: MessageRecord, event: CallEvent, seen: CallItem | undefined) {
  // The entry keeps the time the call came in.
  const body = callBody(event.status, stored.timestamp);
  if (event.status !== 'rejected' || seen?.callRefused || stored.body === body) return;
  const changed = await patchMessage(deps.table, stored, { body }, deps.clock.now().toISOString());
  if (changed) await publishMessageUpdate(deps, changed);
}

/** Setting `call` disabled: the ringing call is rejected by the session host and the customer told why. */
async function refuseWhenCallsOff(deps: Deps, scope: ChatScope, event: CallEvent): Promise<void> {
  const settings = await cachedSettings(deps, scope.companyId);
  if (settings.call !== 'disabled') return;
  const item = await getProviderItem(deps.table, scope.companyId, scope.connectionId, event.id);
  const entry = item?.messageId ? await getMessageAt(deps.table, item) : undefined;
  const ticket = entry && (await getTicketRecord(deps.table, scope.companyId, entry.ticketId));
  if (!ticket || ticket.isGroup) return;
  if (!(await claimRefusal(deps, scope, event.id))) return;
  const command: SessionCommand = { type: 'rejectCall', ...scope, chatId: event.chatId, callId: event.id };
  await deps.jobs.send(OUTBOUND_QUEUE, command, { groupId: commandGroup(command), dedupeId: `reject#${event.id}` });
  await sendTemplate(deps, ticket, CALLS_REFUSED_MESSAGE, { timeZone: settings.timezone });
}

/** Flags the call refused; answers false when it already was (a replayed report), so nothing goes twice. */
async function claimRefusal(deps: Deps, scope: ChatScope, callId: string): Promise<boolean> {
  try {
    await deps.table.update(keys.providerMessage(scope.companyId, scope.connectionId, callId), {
      UpdateExpression: 'SET callRefused = :yes',
      ConditionExpression: 'attribute_exists(messageId) AND attribute_not_exists(callRefused)',
      ExpressionAttributeValues: { ':yes': true },
    });
    return true;
  } catch (error) {
    if (isConditionFailure(error)) return false;
    throw error;
  }
}
