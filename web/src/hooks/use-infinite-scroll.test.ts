import { describe, expect, it } from 'vitest';
import { nearBottom } from './use-infinite-scroll';

describe('infinite scroll', () => {
  it('loads more within 100 px of the bottom and not before', () => {
    expect(nearBottom({ scrollHeight: 1000, clientHeight: 400, scrollTop: 501 })).toBe(true);
    expect(nearBottom({ scrollHeight: 1000, clientHeight: 400, scrollTop: 500 })).toBe(false);
  });

  it('counts a list too short to scroll as at the bottom', () => {
    expect(nearBottom({ scrollHeight: 300, clientHeight: 400, scrollTop: 0 })).toBe(true);
  });
});
