import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface SpeechCall {
  path: string;
  key: string | undefined;
  contentType: string | undefined;
  outputFormat: string | undefined;
  body: Buffer;
}

/** Ogg's capture pattern and a few bytes: what the fake synthesis answers. */
export const FAKE_VOICE_NOTE = Buffer.from('OggS\u0000\u0002fake-opus-voice-note');

/**
 * A local HTTP server speaking Azure Speech's REST API for tests of the speech port: text to speech at
 * `/cognitiveservices/v1` (answers an Ogg body) and short-audio recognition at
 * `/speech/recognition/conversation/cognitiveservices/v1` (answers `heard`); 401 without a subscription key.
 */
export async function startSpeechServer(heard = 'Que horas vocês abrem?') {
  const calls: SpeechCall[] = [];
  const server: Server = createServer(async (request, response) => {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    const key = request.headers['ocp-apim-subscription-key'] as string | undefined;
    const path = request.url ?? '';
    calls.push({
      path,
      key,
      contentType: request.headers['content-type'],
      outputFormat: request.headers['x-microsoft-outputformat'] as string | undefined,
      body: Buffer.concat(chunks),
    });
    if (!key) return void response.writeHead(401).end();
    if (path === '/cognitiveservices/v1') {
      return void response.writeHead(200, { 'content-type': 'audio/ogg' }).end(FAKE_VOICE_NOTE);
    }
    if (path.startsWith('/speech/recognition/conversation/cognitiveservices/v1')) {
      const result = { RecognitionStatus: 'Success', DisplayText: heard, Offset: 0, Duration: 1 };
      return void response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(result));
    }
    response.writeHead(404).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    calls,
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
