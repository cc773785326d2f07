import { describe, expect, it } from 'vitest';
import { maskTime } from './time-mask';

describe('maskTime', () => {
  it('puts the colon after the hours once the minutes start', () => {
    expect(maskTime('0')).toBe('0');
    expect(maskTime('08')).toBe('08');
    expect(maskTime('083')).toBe('08:3');
    expect(maskTime('0830')).toBe('08:30');
  });

  it('keeps a time typed with its colon as it is', () => {
    expect(maskTime('13:45')).toBe('13:45');
  });

  it('drops letters and anything past four digits', () => {
    expect(maskTime('1a2:3b45')).toBe('12:34');
    expect(maskTime('123456')).toBe('12:34');
  });

  it('lets the last minute digit be erased without the colon getting in the way', () => {
    expect(maskTime('08:')).toBe('08');
    expect(maskTime('')).toBe('');
  });
});
