import type { InboundEvent } from '../../platform/chat/chat-provider.js';
import type { Deps } from '../../platform/deps.js';
import { log } from '../../platform/log.js';
import { publishMessageUpdate } from '../messages/events.js';
import { getMessageByProviderId } from '../messages/provider-ids.js';
import { patchMessage } from '../messages/repo.js';
import type { MessageReaction } from '../messages/schema.js';
import type { ChatScope } from './ingest-message.js';

type ReactionEvent = Extract<InboundEvent, { type: 'reaction' }>;

const sameReactor = (a: MessageReaction, b: MessageReaction) =>
  a.fromMe === b.fromMe && (a.participant ?? null) === (b.participant ?? null);

/** The reactions once `reaction` is applied: one per person, a new one replaces theirs, an empty emoji removes it. */
export function withReaction(reactions: MessageReaction[], reaction: MessageReaction): MessageReaction[] {
  const others = reactions.filter((existing) => !sameReactor(existing, reaction));
  return reaction.emoji ? [...others, reaction] : others;
}

/**
 * Someone reacted to a message of the chat (or took their reaction back): stored on the message, shown under
 * it. A chat's events are ingested in order, so the message reacted to is stored before its reactions; one that
 * is not stored never will be (it came before the connection, or from a group the company ignores), so the
 * reaction is dropped with a log line.
 */
export async function ingestReaction(deps: Deps, scope: ChatScope, event: ReactionEvent): Promise<void> {
  const record = await getMessageByProviderId(deps.table, scope.companyId, scope.connectionId, event.targetId);
  if (!record) {
    return log('info', {
      where: 'inbound.reaction',
      ...scope,
      id: event.id,
      targetId: event.targetId,
      skipped: 'unknown message',
    });
  }
  const reaction: MessageReaction = {
    emoji: event.emoji,
    fromMe: event.fromMe,
    ...(event.participant ? { participant: event.participant } : {}),
  };
  const before = record.reactions ?? [];
  const reactions = withReaction(before, reaction);
  if (JSON.stringify(reactions) === JSON.stringify(before)) return;
  const changed = await patchMessage(deps.table, record, { reactions }, deps.clock.now().toISOString());
  if (changed) await publishMessageUpdate(deps, changed);
}
