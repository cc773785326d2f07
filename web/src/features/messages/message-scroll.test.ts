import { describe, expect, it } from 'vitest';
import { wasAtBottom } from './message-scroll';

describe('wasAtBottom', () => {
  it('reads where the reader is now against the height the list had before the new message', () => {
    expect(wasAtBottom({ scrollHeight: 1500 }, { scrollTop: 1000, clientHeight: 480 })).toBe(true);
    expect(wasAtBottom({ scrollHeight: 1500 }, { scrollTop: 0, clientHeight: 480 })).toBe(false);
  });
});
