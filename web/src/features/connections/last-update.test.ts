import { describe, expect, it } from 'vitest';
import { formatLastUpdate } from './last-update';

describe('last update column', () => {
  it('shows the day in the app’s language, hours and minutes', () => {
    const local = new Date(2026, 0, 5, 9, 7);
    expect(formatLastUpdate(local.toISOString())).toBe('05/01/2026 09:07');
  });

  it('shows a value it cannot read as it came', () => {
    expect(formatLastUpdate('soon')).toBe('soon');
  });
});
