/**
 * The AudioWorklet side of the recorder: copies the microphone's PCM off the audio thread in batches of about
 * 4096 frames (~90 ms), so the page gets a few messages a second instead of one per 128-frame render quantum.
 * Loaded with `audioWorklet.addModule` (bundled on its own by Vite through `?worker&url`).
 */
import { CAPTURE_FLUSHED, CAPTURE_PROCESSOR } from './mp3-protocol';

// The worklet global scope is not in the DOM library the project compiles against.
declare class AudioWorkletProcessor {
  readonly port: MessagePort;
}
declare function registerProcessor(name: string, processor: new () => AudioWorkletProcessor): void;

const BATCH_FRAMES = 4096;

class PcmCaptureProcessor extends AudioWorkletProcessor {
  private batch: Float32Array[][] = [];
  private frames = 0;

  constructor() {
    super();
    // The page's only message is a flush: post what is left, then mark the end of the stream.
    this.port.onmessage = () => {
      this.post();
      this.port.postMessage(CAPTURE_FLUSHED);
    };
  }

  process(inputs: Float32Array[][]): boolean {
    const input = inputs[0];
    if (input && input.length > 0) {
      // The render buffers are reused by the engine between calls: keep copies.
      this.batch.push(input.map((channel) => channel.slice()));
      this.frames += input[0]?.length ?? 0;
      if (this.frames >= BATCH_FRAMES) this.post();
    }
    return true;
  }

  private post() {
    if (this.frames === 0) return;
    const channels = this.batch[0]?.length ?? 0;
    const pcm = Array.from({ length: channels }, (_, c) => joinChannel(this.batch, c, this.frames));
    this.batch = [];
    this.frames = 0;
    this.port.postMessage(
      pcm,
      pcm.map((channel) => channel.buffer),
    );
  }
}

function joinChannel(batch: Float32Array[][], channel: number, frames: number): Float32Array {
  const out = new Float32Array(frames);
  let offset = 0;
  for (const block of batch) {
    const data = block[channel] ?? block[0];
    if (data) out.set(data, offset);
    offset += block[0]?.length ?? 0;
  }
  return out;
}

registerProcessor(CAPTURE_PROCESSOR, PcmCaptureProcessor);
