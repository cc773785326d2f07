import { describe, expect, it } from 'vitest';
import { isValidTime, maskTime } from './time-mask';

describe('maskTime', () => {
  it('keeps up to two digits as they are', () => {
    expect(maskTime('')).toBe('');
    expect(maskTime('0')).toBe('0');
    expect(maskTime('08')).toBe('08');
  });

  it('puts the colon after the hours once the minutes start', () => {
    expect(maskTime('083')).toBe('08:3');
    expect(maskTime('0830')).toBe('08:30');
  });

  it('keeps a time typed with its colon as it is', () => {
    expect(maskTime('08:30')).toBe('08:30');
    expect(maskTime('13:45')).toBe('13:45');
  });

  it('drops everything but digits', () => {
    expect(maskTime('a8h:3x0')).toBe('83:0');
    expect(maskTime('1a2:3b45')).toBe('12:34');
  });

  it('stops at four digits', () => {
    expect(maskTime('083015')).toBe('08:30');
    expect(maskTime('08:301')).toBe('08:30');
    expect(maskTime('123456')).toBe('12:34');
  });

  it('lets the last minute digit be erased without the colon getting in the way', () => {
    expect(maskTime('08:')).toBe('08');
  });
});

describe('isValidTime', () => {
  it('accepts every time from 00:00 to 23:59', () => {
    for (const time of ['00:00', '08:30', '12:00', '19:59', '23:59']) expect(isValidTime(time), time).toBe(true);
  });

  it('refuses hours past 23, minutes past 59 and incomplete times', () => {
    for (const time of ['24:00', '23:60', '29:10', '8:30', '08:3', '0830', '', '08:30 ']) {
      expect(isValidTime(time), time).toBe(false);
    }
  });
});
