import type { InboundEvent } from '../../platform/chat/chat-provider.js';
import type { Deps } from '../../platform/deps.js';
import { callBody } from '../messages/content.js';
import { publishMessageUpdate } from '../messages/events.js';
import { getProviderItem } from '../messages/provider-ids.js';
import { getMessageAt, patchMessage } from '../messages/repo.js';
import { storeInbound, type ChatScope } from './ingest-message.js';

type CallEvent = Extract<InboundEvent, { type: 'call' }>;

/**
 * A call becomes one `call_log` entry of the conversation, keyed by the call id like a message by its id:
 * the first report (ringing or missed) writes it, later ones of the same call do not add another; a call the
 * business rejected says so.
 */
export async function ingestCall(deps: Deps, scope: ChatScope, event: CallEvent): Promise<void> {
  const seen = await getProviderItem(deps.table, scope.companyId, scope.connectionId, event.id);
  const stored = seen?.messageId ? await getMessageAt(deps.table, seen) : undefined;
  if (stored) {
    // The entry keeps the time the call came in.
    const body = callBody(event.status, stored.timestamp);
    if (event.status !== 'rejected' || stored.body === body) return;
    const changed = await patchMessage(deps.table, stored, { body }, deps.clock.now().toISOString());
    if (changed) await publishMessageUpdate(deps, changed);
    return;
  }
  await storeInbound(deps, scope, {
    providerId: event.id,
    chatId: event.chatId,
    isGroup: false,
    fromMe: false,
    timestamp: event.timestamp,
    content: {
      mediaType: 'call_log',
      body: callBody(event.status, event.timestamp),
      blobKey: null,
      mimetype: null,
      mediaName: null,
    },
  });
}
