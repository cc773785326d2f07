/**
 * The speech port (docs/decisions/052): Azure Speech's REST API with the prompt's `voiceKey` and `voiceRegion`
 * (spec 3 §3). Text to speech: `POST https://<region>.tts.speech.microsoft.com/cognitiveservices/v1` with SSML,
 * answering an Ogg/Opus voice note; speech to text (short audio):
 * `POST https://<region>.stt.speech.microsoft.com/speech/recognition/conversation/cognitiveservices/v1`.
 * `SPEECH_BASE_URL` replaces both hosts (a compatible or test server); `OPENAI_TIMEOUT_MS` bounds each call.
 */
export interface SpeechCredentials {
  key: string;
  region: string;
}

export const VOICE_NOTE_MIME = 'audio/ogg; codecs=opus';
const LANGUAGE = 'pt-BR';

export class SpeechError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'SpeechError';
  }
}

/** The answer as a voice note in `voice` (an Azure neural voice name, e.g. pt-BR-FranciscaNeural). */
export async function synthesize(credentials: SpeechCredentials, voice: string, text: string): Promise<Uint8Array> {
  const ssml =
    `<speak version="1.0" xmlns="http://www.w3.org/2001/10/synthesis" xml:lang="${LANGUAGE}">` +
    `<voice name="${escapeXml(voice)}">${escapeXml(text)}</voice></speak>`;
  const response = await call(`${base(credentials, 'tts')}/cognitiveservices/v1`, credentials, {
    'content-type': 'application/ssml+xml',
    'x-microsoft-outputformat': 'ogg-24khz-16bit-mono-opus',
    body: ssml,
  });
  return new Uint8Array(await response.arrayBuffer());
}

/** The words of a customer's voice note; '' when nothing was recognised. */
export async function transcribe(credentials: SpeechCredentials, audio: Uint8Array, mimetype: string) {
  const path = `/speech/recognition/conversation/cognitiveservices/v1?language=${LANGUAGE}`;
  const response = await call(`${base(credentials, 'stt')}${path}`, credentials, {
    'content-type': mimetype.startsWith('audio/ogg') ? 'audio/ogg; codecs=opus' : mimetype,
    body: audio,
  });
  const result = (await response.json()) as { RecognitionStatus?: string; DisplayText?: string };
  return result.RecognitionStatus === 'Success' ? (result.DisplayText ?? '').trim() : '';
}

function base(credentials: SpeechCredentials, service: 'tts' | 'stt'): string {
  const override = process.env.SPEECH_BASE_URL;
  if (override) return override.replace(/\/$/, '');
  if (!/^[a-z0-9-]+$/i.test(credentials.region)) throw new SpeechError('The speech region is not valid.');
  return `https://${credentials.region}.${service}.speech.microsoft.com`;
}

async function call(
  url: string,
  credentials: SpeechCredentials,
  request: { 'content-type': string; 'x-microsoft-outputformat'?: string; body: string | Uint8Array },
): Promise<Response> {
  const { body, ...headers } = request;
  const timeout = Number(process.env.OPENAI_TIMEOUT_MS) || 15_000;
  let response: Response;
  try {
    response = await fetch(url, {
      method: 'POST',
      headers: { ...headers, 'ocp-apim-subscription-key': credentials.key, 'user-agent': 'balcao' },
      // A copy on its own ArrayBuffer, as fetch's body types want.
      body: typeof body === 'string' ? body : new Uint8Array(body),
      signal: AbortSignal.timeout(timeout),
    });
  } catch (error) {
    throw new SpeechError(`The speech service could not be reached (${String(error)}).`);
  }
  if (!response.ok) throw new SpeechError(`The speech service answered HTTP ${response.status}.`);
  return response;
}

function escapeXml(text: string): string {
  return text.replace(/[<>&'"]/g, (char) => `&#${char.charCodeAt(0)};`);
}
