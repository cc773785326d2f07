import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/** What the fake service does with the next requests: answer a text, refuse with a status, or never answer. */
export type CompletionsBehaviour = { answer: string } | { status: number } | { hang: true };

export interface CompletionsCall {
  path: string;
  authorization: string | undefined;
  body: {
    model: string;
    messages: { role: string; content: string }[];
    max_tokens: number;
    temperature: number;
  };
}

/**
 * A local HTTP server speaking OpenAI's chat-completions protocol (`POST /v1/chat/completions`, its response and
 * error shapes), for tests of the AI port: it records each call and answers as `behave` says.
 */
export async function startChatCompletionsServer() {
  const calls: CompletionsCall[] = [];
  let behaviour: CompletionsBehaviour = { answer: 'Olá!' };
  const server: Server = createServer(async (request, response) => {
    const body = JSON.parse(await text(request)) as CompletionsCall['body'];
    calls.push({ path: request.url ?? '', authorization: request.headers.authorization, body });
    if (request.method !== 'POST' || request.url !== '/v1/chat/completions') {
      response.writeHead(404).end();
      return;
    }
    if ('hang' in behaviour) return;
    response.setHeader('content-type', 'application/json');
    if ('status' in behaviour) {
      const error = { message: `status ${behaviour.status}`, type: 'requests', code: String(behaviour.status) };
      response.writeHead(behaviour.status).end(JSON.stringify({ error }));
      return;
    }
    response.writeHead(200).end(
      JSON.stringify({
        id: `chatcmpl-${calls.length}`,
        object: 'chat.completion',
        created: Math.floor(Date.now() / 1000),
        model: body.model,
        choices: [{ index: 0, message: { role: 'assistant', content: behaviour.answer }, finish_reason: 'stop' }],
        usage: { prompt_tokens: 10, completion_tokens: 5, total_tokens: 15 },
      }),
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}/v1`,
    calls,
    behave(next: CompletionsBehaviour) {
      behaviour = next;
    },
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

async function text(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8') || '{}';
}
