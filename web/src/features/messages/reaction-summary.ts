import type { MessageReaction } from '@domain/messages/schema';

export interface ReactionGroup {
  emoji: string;
  count: number;
}

/** Reactions as the chat app shows them under a bubble: one chip per emoji, in the order each first appeared. */
export function reactionSummary(reactions: MessageReaction[] | undefined): ReactionGroup[] {
  const groups = new Map<string, ReactionGroup>();
  for (const { emoji } of reactions ?? []) groups.set(emoji, { emoji, count: (groups.get(emoji)?.count ?? 0) + 1 });
  return [...groups.values()];
}
