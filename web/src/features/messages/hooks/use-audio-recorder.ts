import { useEffect, useRef, useState } from 'react';
import { audioFileName, keepsRecording, recordingMimeType } from '../message-input-logic';

type RecorderState = { status: 'idle' } | { status: 'starting' } | { status: 'recording'; startedAt: number };

interface AudioRecorderOptions {
  /** A finished recording big enough to keep (spec 1 §5: 10000 bytes or more). */
  onRecorded: (file: File) => void;
  /** A recording too short to keep. */
  onDiscarded: () => void;
  /** No microphone, or the user refused it. */
  onError: () => void;
}

/**
 * Records the microphone with MediaRecorder, as MP3 when the browser can (spec 1 §5), otherwise in the Opus
 * container it offers; the file carries its real type.
 */
export function useAudioRecorder({ onRecorded, onDiscarded, onError }: AudioRecorderOptions) {
  const [state, setState] = useState<RecorderState>({ status: 'idle' });
  const recorder = useRef<MediaRecorder | null>(null);
  const keep = useRef(false);
  const callbacks = useRef({ onRecorded, onDiscarded, onError });
  useEffect(() => {
    callbacks.current = { onRecorded, onDiscarded, onError };
  });

  // Leaving the conversation mid-recording releases the microphone and sends nothing.
  useEffect(
    () => () => {
      keep.current = false;
      recorder.current?.stop();
      stopTracks(recorder.current);
    },
    [],
  );

  const start = async () => {
    if (state.status !== 'idle') return;
    setState({ status: 'starting' });
    try {
      const stream = await navigator.mediaDevices.getUserMedia({ audio: true });
      const mimeType = recordingMimeType((type) => MediaRecorder.isTypeSupported(type));
      const media = new MediaRecorder(stream, mimeType ? { mimeType, audioBitsPerSecond: 128_000 } : undefined);
      const chunks: Blob[] = [];
      media.ondataavailable = (event) => chunks.push(event.data);
      media.onstop = () => {
        stopTracks(media);
        recorder.current = null;
        setState({ status: 'idle' });
        if (!keep.current) return;
        const type = media.mimeType || mimeType || 'audio/webm';
        const blob = new Blob(chunks, { type });
        if (!keepsRecording(blob.size)) return callbacks.current.onDiscarded();
        callbacks.current.onRecorded(new File([blob], audioFileName(type, new Date()), { type }));
      };
      recorder.current = media;
      media.start();
      setState({ status: 'recording', startedAt: Date.now() });
    } catch {
      setState({ status: 'idle' });
      callbacks.current.onError();
    }
  };

  const finish = (send: boolean) => {
    keep.current = send;
    recorder.current?.stop();
  };

  return {
    state,
    start: () => void start(),
    send: () => finish(true),
    cancel: () => finish(false),
  };
}

function stopTracks(media: MediaRecorder | null) {
  media?.stream.getTracks().forEach((track) => track.stop());
}
