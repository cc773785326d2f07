import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FAKE_VOICE_NOTE, startSpeechServer } from '../../testing/speech-server.js';
import { SpeechError, synthesize, transcribe } from './speech.js';

let speech: Awaited<ReturnType<typeof startSpeechServer>>;

beforeAll(async () => {
  speech = await startSpeechServer();
  process.env.SPEECH_BASE_URL = speech.baseUrl;
});

afterAll(async () => {
  delete process.env.SPEECH_BASE_URL;
  await speech.close();
});

const credentials = { key: 'voice-key-1234', region: 'brazilsouth' };

describe('the speech port (Azure Speech REST)', () => {
  it('synthesises SSML in the voice, escaped, as an Ogg/Opus voice note', async () => {
    const audio = await synthesize(credentials, 'pt-BR-FranciscaNeural', 'Pão & café <já>');
    expect(Buffer.from(audio)).toEqual(FAKE_VOICE_NOTE);
    const call = speech.calls.at(-1)!;
    expect(call).toMatchObject({
      path: '/cognitiveservices/v1',
      key: 'voice-key-1234',
      contentType: 'application/ssml+xml',
      outputFormat: 'ogg-24khz-16bit-mono-opus',
    });
    expect(call.body.toString()).toContain('<voice name="pt-BR-FranciscaNeural">Pão &#38; café &#60;já&#62;</voice>');
  });

  it('transcribes a voice note in Portuguese', async () => {
    const text = await transcribe(credentials, new Uint8Array(FAKE_VOICE_NOTE), 'audio/ogg; codecs=opus');
    expect(text).toBe('Que horas vocês abrem?');
    expect(speech.calls.at(-1)).toMatchObject({
      path: '/speech/recognition/conversation/cognitiveservices/v1?language=pt-BR',
      contentType: 'audio/ogg; codecs=opus',
    });
  });

  it('fails with SpeechError on a refused key', async () => {
    await expect(synthesize({ key: '', region: 'brazilsouth' }, 'v', 'x')).rejects.toThrow(SpeechError);
  });
});
