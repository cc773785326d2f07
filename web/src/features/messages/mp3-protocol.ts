/**
 * What the recorder's three threads say to each other (page ↔ capture worklet ↔ encoder worker). Kept apart
 * and free of imports so the page bundle does not pull in the encoder, nor the worklet its page-side code.
 */

/** Spec 1 §5/§9: recorded audio is sent as MP3. */
export const MP3_TYPE = 'audio/mpeg';

/** The AudioWorkletProcessor that hands the microphone's PCM to the page. */
export const CAPTURE_PROCESSOR = 'mp3-pcm-capture';
/** Page → worklet: post what is batched now; worklet → page: everything captured has been posted. */
export const CAPTURE_FLUSH = 'flush';
export const CAPTURE_FLUSHED = 'flushed';

/** Page → encoder worker: one `start`, then PCM chunks (one Float32Array per channel), then `finish`. */
export type Mp3WorkerRequest =
  { type: 'start'; channels: number; sampleRate: number } | { type: 'chunk'; pcm: Float32Array[] } | { type: 'finish' };

/** Encoder worker → page: the whole MP3 after `finish`, or why it failed. */
export type Mp3WorkerResponse = { type: 'done'; mp3: Uint8Array<ArrayBuffer> } | { type: 'error'; message: string };
