import captureWorkletUrl from './mp3-capture.worklet.ts?worker&url';
import {
  CAPTURE_FLUSH,
  CAPTURE_FLUSHED,
  CAPTURE_PROCESSOR,
  MP3_TYPE,
  type Mp3WorkerRequest,
  type Mp3WorkerResponse,
} from './mp3-protocol';

/** A microphone recording under way. */
export interface Mp3Recording {
  /** Stops and resolves with the MP3 of everything recorded. */
  stop(): Promise<Blob>;
  /** Stops and throws the audio away. */
  cancel(): void;
}

type PcmSink = (pcm: Float32Array[]) => void;

interface Capture {
  /** Resolves once every captured sample has been handed to the sink. */
  flush(): Promise<void>;
}

/**
 * Records the microphone as MP3 (spec 1 §5/§9) in every browser: MediaRecorder gives WebM/Opus in most, so the
 * PCM is taken with the Web Audio API and encoded by a worker while recording. Rejects when there is no
 * microphone or the user refuses it.
 */
export async function startMp3Recording(): Promise<Mp3Recording> {
  const stream = await navigator.mediaDevices.getUserMedia({ audio: true });
  let context: AudioContext | null = null;
  let encoder: EncoderWorker | null = null;
  const release = () => {
    stream.getTracks().forEach((track) => track.stop());
    void context?.close().catch(() => undefined);
  };
  try {
    context = new AudioContext();
    const channels = stream.getAudioTracks()[0]?.getSettings().channelCount === 2 ? 2 : 1;
    const worker = startEncoderWorker(channels, context.sampleRate);
    encoder = worker;
    const capture = await connectCapture(context, context.createMediaStreamSource(stream), channels, worker.push);
    await context.resume();
    return {
      stop: async () => {
        await capture.flush();
        release();
        return new Blob([await worker.finish()], { type: MP3_TYPE });
      },
      cancel: () => {
        release();
        worker.terminate();
      },
    };
  } catch (error) {
    release();
    encoder?.terminate();
    throw error;
  }
}

type EncoderWorker = ReturnType<typeof startEncoderWorker>;

function startEncoderWorker(channels: number, sampleRate: number) {
  const worker = new Worker(new URL('./mp3-encoder.worker.ts', import.meta.url), { type: 'module' });
  const send = (request: Mp3WorkerRequest, transfer: Transferable[] = []) => worker.postMessage(request, transfer);
  const result = new Promise<Uint8Array<ArrayBuffer>>((resolve, reject) => {
    worker.onmessage = ({ data }: MessageEvent<Mp3WorkerResponse>) =>
      data.type === 'done' ? resolve(data.mp3) : reject(new Error(data.message));
    worker.onerror = (event) => reject(new Error(event.message || 'MP3 encoder failed'));
  });
  result.catch(() => undefined); // a cancelled recording never asks for its result
  send({ type: 'start', channels, sampleRate });
  return {
    push: (pcm: Float32Array[]) =>
      send(
        { type: 'chunk', pcm },
        pcm.map((channel) => channel.buffer),
      ),
    finish: async () => {
      send({ type: 'finish' });
      try {
        return await result;
      } finally {
        worker.terminate();
      }
    },
    terminate: () => worker.terminate(),
  };
}

/** An AudioWorklet where there is one (secure pages), else the older ScriptProcessorNode. */
async function connectCapture(context: AudioContext, source: AudioNode, channels: number, sink: PcmSink) {
  if (context.audioWorklet) {
    try {
      return await workletCapture(context, source, channels, sink);
    } catch {
      // The module could not load (e.g. blocked): the fallback below still records.
    }
  }
  return scriptProcessorCapture(context, source, channels, sink);
}

async function workletCapture(context: AudioContext, source: AudioNode, channels: number, sink: PcmSink) {
  await context.audioWorklet.addModule(captureWorkletUrl);
  // Explicit channel count: the graph mixes whatever the microphone gives into the channels being encoded.
  const node = new AudioWorkletNode(context, CAPTURE_PROCESSOR, {
    numberOfInputs: 1,
    numberOfOutputs: 1,
    outputChannelCount: [channels],
    channelCount: channels,
    channelCountMode: 'explicit',
  });
  let flushed: (() => void) | null = null;
  node.port.onmessage = ({ data }: MessageEvent<Float32Array[] | typeof CAPTURE_FLUSHED>) => {
    if (data === CAPTURE_FLUSHED) flushed?.();
    else sink(data);
  };
  // Reaching the destination keeps the node rendering; it outputs silence, so nothing is played back.
  source.connect(node).connect(context.destination);
  return {
    flush: () =>
      new Promise<void>((resolve) => {
        flushed = resolve;
        node.port.postMessage(CAPTURE_FLUSH);
        // A stalled audio thread must not hold the recording: the tail is under 0.1 s.
        setTimeout(resolve, 1000);
      }),
  } satisfies Capture;
}

function scriptProcessorCapture(context: AudioContext, source: AudioNode, channels: number, sink: PcmSink) {
  const node = context.createScriptProcessor(4096, channels, channels);
  node.onaudioprocess = ({ inputBuffer, outputBuffer }) => {
    sink(Array.from({ length: channels }, (_, c) => inputBuffer.getChannelData(c).slice()));
    for (let c = 0; c < outputBuffer.numberOfChannels; c++) outputBuffer.getChannelData(c).fill(0);
  };
  source.connect(node).connect(context.destination);
  return { flush: () => Promise.resolve() } satisfies Capture;
}
