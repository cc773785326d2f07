import { describe, expect, it } from 'vitest';
import { MIN_AUDIO_BYTES } from '@domain/messages/schema';
import { createMp3Encoder, encodeMp3, toInt16 } from './mp3-encoder';

const MPEG1_KBPS = [0, 32, 40, 48, 56, 64, 80, 96, 112, 128, 160, 192, 224, 256, 320];
const MPEG1_RATES = [44100, 48000, 32000];

interface FrameHeader {
  kbps: number;
  sampleRate: number;
  mono: boolean;
  length: number;
}

/** Reads an MPEG-1 Layer III frame header (ISO 11172-3) at `offset`; null when there is no frame there. */
function frameAt(data: Uint8Array, offset: number): FrameHeader | null {
  const [b0, b1, b2, b3] = [data[offset], data[offset + 1], data[offset + 2], data[offset + 3]];
  if (b0 !== 0xff || b1 === undefined || b2 === undefined || b3 === undefined) return null;
  if ((b1 & 0xfe) !== 0xfa) return null; // sync, MPEG-1, Layer III
  const kbps = MPEG1_KBPS[b2 >> 4] ?? 0;
  const sampleRate = MPEG1_RATES[(b2 >> 2) & 3] ?? 0;
  if (!kbps || !sampleRate) return null;
  const padding = (b2 >> 1) & 1;
  return { kbps, sampleRate, mono: b3 >> 6 === 3, length: Math.floor((144000 * kbps) / sampleRate) + padding };
}

/** Walks the stream frame by frame; fails the test on anything that is not a frame. */
function frames(data: Uint8Array): FrameHeader[] {
  const found: FrameHeader[] = [];
  for (let offset = 0; offset < data.length;) {
    const frame = frameAt(data, offset);
    if (!frame) throw new Error(`no MP3 frame at byte ${offset} of ${data.length}`);
    found.push(frame);
    offset += frame.length;
  }
  return found;
}

/** A tone as the Web Audio API would deliver it: Float32 chunks of `chunkSize` frames per channel. */
function sine(seconds: number, sampleRate: number, channels = 1, chunkSize = 4096): Float32Array[][] {
  const total = Math.round(seconds * sampleRate);
  const chunks: Float32Array[][] = [];
  for (let start = 0; start < total; start += chunkSize) {
    const chunk = new Float32Array(Math.min(chunkSize, total - start));
    chunk.forEach((_, i) => (chunk[i] = 0.5 * Math.sin((2 * Math.PI * 440 * (start + i)) / sampleRate)));
    chunks.push(Array.from({ length: channels }, () => chunk));
  }
  return chunks;
}

/** 128 kbps = 16000 bytes a second. */
const expectedBytes = (seconds: number) => (128_000 / 8) * seconds;

describe('encodeMp3', () => {
  it.each([44100, 48000])('encodes a 2 s mono tone at %i Hz as 128 kbps MP3 frames', (sampleRate) => {
    const mp3 = encodeMp3(sine(2, sampleRate), { channels: 1, sampleRate });

    expect([mp3[0], (mp3[1] ?? 0) & 0xe0]).toEqual([0xff, 0xe0]);
    const headers = frames(mp3);
    expect(headers.every((frame) => frame.kbps === 128 && frame.sampleRate === sampleRate && frame.mono)).toBe(true);
    // 1152 samples per frame: the frames cover the 2 s (plus the encoder's start-up delay and last partial frame).
    const seconds = (headers.length * 1152) / sampleRate;
    expect(seconds).toBeGreaterThanOrEqual(2);
    expect(seconds).toBeLessThan(2.2);
    expect(mp3.length).toBeGreaterThan(expectedBytes(2) * 0.98);
    expect(mp3.length).toBeLessThan(expectedBytes(2.2));
    expect(mp3.length).toBeGreaterThanOrEqual(MIN_AUDIO_BYTES);
  });

  it('encodes two channels as a stereo stream', () => {
    const mp3 = encodeMp3(sine(1, 48000, 2), { channels: 2, sampleRate: 48000 });

    const headers = frames(mp3);
    expect(headers.length).toBeGreaterThan(0);
    expect(headers.every((frame) => frame.kbps === 128 && !frame.mono)).toBe(true);
  });

  it('gives a short tap (or a short silence) fewer bytes than a message needs', () => {
    const tap = encodeMp3(sine(0.3, 48000), { channels: 1, sampleRate: 48000 });
    const silence = encodeMp3([[new Float32Array(0.3 * 44100)]], { channels: 1, sampleRate: 44100 });
    const nothing = encodeMp3([], { channels: 1, sampleRate: 48000 });

    expect(tap.length).toBeLessThan(MIN_AUDIO_BYTES);
    expect(silence.length).toBeLessThan(MIN_AUDIO_BYTES);
    expect(nothing.length).toBeLessThan(MIN_AUDIO_BYTES);
    expect(frames(tap).length).toBeGreaterThan(0);
  });

  it('gives the same stream whatever the chunk size', () => {
    const whole = encodeMp3(sine(1, 44100, 1, 44100), { channels: 1, sampleRate: 44100 });
    const pieces = encodeMp3(sine(1, 44100, 1, 128), { channels: 1, sampleRate: 44100 });

    expect(pieces).toEqual(whole);
  });

  it('streams frames out while recording rather than only at the end', () => {
    const encoder = createMp3Encoder({ channels: 1, sampleRate: 48000 });
    const early = sine(1, 48000).map((chunk) => encoder.encode(chunk).length);

    expect(early.reduce((total, size) => total + size, 0)).toBeGreaterThan(expectedBytes(0.8));
  });

  it('refuses channel counts MP3 cannot carry', () => {
    expect(() => createMp3Encoder({ channels: 3, sampleRate: 48000 })).toThrow(RangeError);
    expect(() => createMp3Encoder({ channels: 1, sampleRate: 0 })).toThrow(RangeError);
  });
});

describe('toInt16', () => {
  it('scales floats to 16-bit samples and clips what is out of range', () => {
    expect(Array.from(toInt16(Float32Array.from([0, 1, -1, 0.5, 2, -3])))).toEqual([
      0, 32767, -32768, 16383, 32767, -32768,
    ]);
  });
});
