import { describe, expect, it } from 'vitest';
import { buildChimeWav } from './notification-sound';

const ascii = (bytes: Uint8Array, from: number, length: number) =>
  String.fromCharCode(...bytes.slice(from, from + length));

describe('the notification chime', () => {
  const wav = buildChimeWav();
  const view = new DataView(wav.buffer);

  it('is a mono 16-bit PCM WAV whose sizes match its data', () => {
    expect(ascii(wav, 0, 4)).toBe('RIFF');
    expect(ascii(wav, 8, 4)).toBe('WAVE');
    expect(view.getUint16(20, true)).toBe(1);
    expect(view.getUint16(22, true)).toBe(1);
    expect(view.getUint16(34, true)).toBe(16);
    expect(view.getUint32(4, true)).toBe(wav.length - 8);
    expect(view.getUint32(40, true)).toBe(wav.length - 44);
  });

  it('is short and audible', () => {
    const seconds = view.getUint32(40, true) / view.getUint32(28, true);
    expect(seconds).toBeGreaterThan(0.1);
    expect(seconds).toBeLessThan(1);
    let loudest = 0;
    for (let offset = 44; offset < wav.length; offset += 2)
      loudest = Math.max(loudest, Math.abs(view.getInt16(offset, true)));
    expect(loudest).toBeGreaterThan(10_000);
  });
});
