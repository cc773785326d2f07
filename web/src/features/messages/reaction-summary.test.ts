import { describe, expect, it } from 'vitest';
import { reactionSummary } from './reaction-summary';

describe('reactionSummary', () => {
  it('reaction: groups the reactions by emoji, counting them, in the order they first appeared', () => {
    expect(
      reactionSummary([
        { emoji: '👍', fromMe: false, participant: '5511911111111' },
        { emoji: '❤️', fromMe: true },
        { emoji: '👍', fromMe: false, participant: '5511922222222' },
      ]),
    ).toEqual([
      { emoji: '👍', count: 2 },
      { emoji: '❤️', count: 1 },
    ]);
  });

  it('shows nothing for a message without reactions', () => {
    expect(reactionSummary(undefined)).toEqual([]);
  });
});
