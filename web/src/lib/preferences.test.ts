import { describe, expect, it } from 'vitest';
import { memoryStorage } from './storage';
import { initialTheme } from './theme';
import { readVolume, saveVolume } from './volume';

describe('theme preference', () => {
  it('uses the stored theme, else the system preference', () => {
    expect(initialTheme(memoryStorage({ theme: 'light' }), true)).toBe('light');
    expect(initialTheme(memoryStorage(), true)).toBe('dark');
    expect(initialTheme(memoryStorage({ theme: 'sepia' }), false)).toBe('light');
  });
});

describe('notification volume', () => {
  it('defaults to 1 and keeps saved values between 0 and 1 in steps of 0.1', () => {
    const storage = memoryStorage();
    expect(readVolume(storage)).toBe(1);
    expect(saveVolume(0.34, storage)).toBe(0.3);
    expect(storage.getItem('volume')).toBe('0.3');
    expect(saveVolume(7, storage)).toBe(1);
    expect(readVolume(memoryStorage({ volume: 'loud' }))).toBe(1);
  });
});
