import { describe, expect, it } from 'vitest';
import { formatLastUpdate } from './last-update';

describe('last update column', () => {
  it('shows day, month, two-digit year, hours and minutes', () => {
    const local = new Date(2026, 0, 5, 9, 7);
    expect(formatLastUpdate(local.toISOString())).toBe('05/01/26 09:07');
  });

  it('shows a value it cannot read as it came', () => {
    expect(formatLastUpdate('soon')).toBe('soon');
  });
});
