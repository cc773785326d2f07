import { Mp3Encoder } from '@breezystack/lamejs';

/** Spec 1 §5/§9: recorded audio is sent as MP3 at 128 kbps. */
export const MP3_KBPS = 128;

export interface Mp3EncoderOptions {
  /** 1 (mono) or 2 (stereo). */
  channels: number;
  /** The capture rate (the AudioContext's, usually 44100 or 48000); other rates are resampled by the encoder. */
  sampleRate: number;
  kbps?: number;
}

/**
 * Streams PCM into MP3 frames: `encode` takes one chunk of Float32 samples per channel (as the Web Audio API
 * gives them) and returns the bytes ready so far; `flush` ends the stream. Incremental, so a recording is
 * never held as raw PCM and the cost is spread over the recording instead of landing on "send".
 */
export interface PcmToMp3 {
  encode(channels: Float32Array[]): Uint8Array;
  flush(): Uint8Array;
}

export function createMp3Encoder({ channels, sampleRate, kbps = MP3_KBPS }: Mp3EncoderOptions): PcmToMp3 {
  if (channels !== 1 && channels !== 2) throw new RangeError(`MP3 takes 1 or 2 channels, not ${channels}`);
  if (!Number.isFinite(sampleRate) || sampleRate < 8000) throw new RangeError(`Bad sample rate ${sampleRate}`);
  const encoder = new Mp3Encoder(channels, sampleRate, kbps);
  return {
    encode(pcm) {
      const left = pcm[0];
      if (!left || left.length === 0) return new Uint8Array(0);
      const right = channels === 2 ? (pcm[1] ?? left) : undefined;
      return bytes(encoder.encodeBuffer(toInt16(left), right && toInt16(right)));
    },
    flush: () => bytes(encoder.flush()),
  };
}

/** Encodes a whole recording at once (tests, and any caller that already holds every chunk). */
export function encodeMp3(chunks: Float32Array[][], options: Mp3EncoderOptions): Uint8Array<ArrayBuffer> {
  const encoder = createMp3Encoder(options);
  return concatBytes([...chunks.map((chunk) => encoder.encode(chunk)), encoder.flush()]);
}

export function concatBytes(parts: Uint8Array[]): Uint8Array<ArrayBuffer> {
  const out = new Uint8Array(parts.reduce((total, part) => total + part.length, 0));
  let offset = 0;
  for (const part of parts) {
    out.set(part, offset);
    offset += part.length;
  }
  return out;
}

/** Web Audio samples are floats in [-1, 1]; the encoder takes 16-bit integers. Clipped, not wrapped. */
export function toInt16(samples: Float32Array): Int16Array {
  const out = new Int16Array(samples.length);
  for (let i = 0; i < samples.length; i++) {
    const sample = Math.max(-1, Math.min(1, samples[i] ?? 0));
    out[i] = sample < 0 ? sample * 0x8000 : sample * 0x7fff;
  }
  return out;
}

// lamejs answers signed Int8Array views despite its typings; the file wants plain bytes.
const bytes = (data: ArrayBufferView) => new Uint8Array(data.buffer, data.byteOffset, data.byteLength);
