/**
 * The new-message chime, built in code as a 16-bit mono WAV (two short rising tones, ~0.3 s) so the app ships
 * no audio asset. It plays at the stored volume (spec 1 §2, §9).
 */
const SAMPLE_RATE = 22_050;
const TONES = [
  { hz: 880, seconds: 0.12 },
  { hz: 1320, seconds: 0.18 },
];
const PEAK = 0.6 * 0x7fff;

export function buildChimeWav(): Uint8Array<ArrayBuffer> {
  const samples = chimeSamples();
  const dataBytes = samples.length * 2;
  const bytes = new Uint8Array(44 + dataBytes);
  const view = new DataView(bytes.buffer);
  const text = (offset: number, value: string) =>
    [...value].forEach((char, index) => view.setUint8(offset + index, char.charCodeAt(0)));
  text(0, 'RIFF');
  view.setUint32(4, 36 + dataBytes, true);
  text(8, 'WAVE');
  text(12, 'fmt ');
  view.setUint32(16, 16, true); // PCM header size
  view.setUint16(20, 1, true); // PCM
  view.setUint16(22, 1, true); // mono
  view.setUint32(24, SAMPLE_RATE, true);
  view.setUint32(28, SAMPLE_RATE * 2, true); // bytes per second
  view.setUint16(32, 2, true); // block align
  view.setUint16(34, 16, true); // bits per sample
  text(36, 'data');
  view.setUint32(40, dataBytes, true);
  samples.forEach((sample, index) => view.setInt16(44 + index * 2, sample, true));
  return bytes;
}

/** Each tone fades out quickly (no click at its end). */
function chimeSamples(): Int16Array {
  const lengths = TONES.map((tone) => Math.round(tone.seconds * SAMPLE_RATE));
  const samples = new Int16Array(lengths.reduce((sum, length) => sum + length, 0));
  let offset = 0;
  TONES.forEach((tone, toneIndex) => {
    const length = lengths[toneIndex] ?? 0;
    for (let i = 0; i < length; i += 1) {
      const envelope = Math.min(1, i / 200) * (1 - i / length) ** 2;
      samples[offset + i] = Math.round(Math.sin((2 * Math.PI * tone.hz * i) / SAMPLE_RATE) * envelope * PEAK);
    }
    offset += length;
  });
  return samples;
}

let chimeUrl: string | undefined;

/** Plays the chime; browsers that block sound before the first user gesture simply stay silent. */
export function playChime(volume: number): void {
  if (volume <= 0 || typeof Audio === 'undefined') return;
  chimeUrl ??= URL.createObjectURL(new Blob([buildChimeWav()], { type: 'audio/wav' }));
  const audio = new Audio(chimeUrl);
  audio.volume = Math.min(1, Math.max(0, volume));
  void audio.play().catch(() => undefined);
}
