import { concatBytes, createMp3Encoder, type PcmToMp3 } from './mp3-encoder';
import type { Mp3WorkerRequest, Mp3WorkerResponse } from './mp3-protocol';

// The project compiles against the DOM library; this is the part of the worker scope used here.
const scope = self as unknown as {
  onmessage: ((event: MessageEvent<Mp3WorkerRequest>) => void) | null;
  postMessage(message: Mp3WorkerResponse, transfer: Transferable[]): void;
};

const reply = (message: Mp3WorkerResponse, transfer: Transferable[] = []) => scope.postMessage(message, transfer);

// Encoding runs here so the conversation stays responsive; frames are kept as they come out of the encoder.
let encoder: PcmToMp3 | null = null;
let parts: Uint8Array[] = [];

scope.onmessage = (event) => {
  try {
    const request = event.data;
    if (request.type === 'start') {
      encoder = createMp3Encoder({ channels: request.channels, sampleRate: request.sampleRate });
      parts = [];
    } else if (request.type === 'chunk') {
      parts.push(started(encoder).encode(request.pcm));
    } else {
      parts.push(started(encoder).flush());
      const mp3 = concatBytes(parts);
      encoder = null;
      parts = [];
      reply({ type: 'done', mp3 }, [mp3.buffer]);
    }
  } catch (error) {
    reply({ type: 'error', message: error instanceof Error ? error.message : String(error) });
  }
};

function started(current: PcmToMp3 | null): PcmToMp3 {
  if (!current) throw new Error('MP3 worker got audio before start');
  return current;
}
