import { useEffect, useRef, useState } from 'react';
import { audioFileName, keepsRecording } from '../message-input-logic';
import { MP3_TYPE } from '../mp3-protocol';
import { startMp3Recording, type Mp3Recording } from '../mp3-recorder';

type RecorderState = { status: 'idle' } | { status: 'starting' } | { status: 'recording'; startedAt: number };

interface AudioRecorderOptions {
  /** A finished recording big enough to keep (spec 1 §5: 10000 bytes or more). */
  onRecorded: (file: File) => void;
  /** A recording too short to keep. */
  onDiscarded: () => void;
  /** No microphone, the user refused it, or the recording could not be encoded. */
  onError: () => void;
}

/** Records the microphone as an MP3 file at 128 kbps (spec 1 §5/§9), whatever the browser's own recorder does. */
export function useAudioRecorder({ onRecorded, onDiscarded, onError }: AudioRecorderOptions) {
  const [state, setState] = useState<RecorderState>({ status: 'idle' });
  const recording = useRef<Mp3Recording | null>(null);
  const mounted = useRef(false);
  const callbacks = useRef({ onRecorded, onDiscarded, onError });
  useEffect(() => {
    callbacks.current = { onRecorded, onDiscarded, onError };
  });

  // Leaving the conversation mid-recording releases the microphone and sends nothing.
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
      recording.current?.cancel();
      recording.current = null;
    };
  }, []);

  const start = async () => {
    if (state.status !== 'idle') return;
    setState({ status: 'starting' });
    try {
      const started = await startMp3Recording();
      // The microphone prompt can outlive the conversation that asked for it.
      if (!mounted.current) return started.cancel();
      recording.current = started;
      setState({ status: 'recording', startedAt: Date.now() });
    } catch {
      if (mounted.current) setState({ status: 'idle' });
      callbacks.current.onError();
    }
  };

  const finish = async (send: boolean) => {
    const current = recording.current;
    if (!current) return;
    recording.current = null;
    setState({ status: 'idle' });
    if (!send) return current.cancel();
    try {
      const mp3 = await current.stop();
      if (!keepsRecording(mp3.size)) return callbacks.current.onDiscarded();
      callbacks.current.onRecorded(new File([mp3], audioFileName(MP3_TYPE, new Date()), { type: MP3_TYPE }));
    } catch {
      callbacks.current.onError();
    }
  };

  return {
    state,
    start: () => void start(),
    send: () => void finish(true),
    cancel: () => void finish(false),
  };
}
