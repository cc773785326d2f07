import type { InboundEvent } from '../../platform/chat/chat-provider.js';
import type { Deps } from '../../platform/deps.js';
import { mergeLid } from '../contacts/merge-lid.js';
import type { ChatScope } from './ingest-message.js';

/**
 * The provider learned a customer's phone number behind a LID (docs/decisions/015): the LID-only contact and
 * the phone contact become one. Idempotent, so a replayed mapping changes nothing.
 */
export async function ingestLidMapping(
  deps: Deps,
  scope: ChatScope,
  event: Extract<InboundEvent, { type: 'lidMapping' }>,
): Promise<void> {
  await mergeLid(deps, scope.companyId, { phone: event.chatId, lid: event.lid });
}
