import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';

/** A request the local bot server received. */
export interface BotCall {
  method: string;
  path: string;
  body: unknown;
}

/** What the server answers a call: a status (200), a JSON body, raw text or bytes, after an optional delay. */
export interface BotAnswer {
  status?: number;
  json?: unknown;
  text?: string;
  bytes?: { data: Uint8Array; contentType: string };
  delayMs?: number;
}

/**
 * A real HTTP server on a free local port for tests (docs/decisions/053): it plays a webhook/n8n bot or a
 * Typebot viewer by the `answer` function the test sets, and keeps every call.
 */
export async function startBotServer(answer: (call: BotCall) => BotAnswer = () => ({ json: {} })) {
  const calls: BotCall[] = [];
  const state = { answer };
  const server = createServer((req, res) => {
    void readJson(req).then(async (body) => {
      const call = { method: req.method ?? '', path: req.url ?? '', body };
      calls.push(call);
      const reply = state.answer(call);
      if (reply.delayMs) await new Promise((resolve) => setTimeout(resolve, reply.delayMs));
      if (res.destroyed) return;
      if (reply.bytes) {
        res.writeHead(reply.status ?? 200, { 'content-type': reply.bytes.contentType }).end(reply.bytes.data);
        return;
      }
      const text = reply.text ?? (reply.json === undefined ? '' : JSON.stringify(reply.json));
      res.writeHead(reply.status ?? 200, { 'content-type': 'application/json' }).end(text);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url,
    calls,
    /** Replaces how the server answers from now on. */
    answerWith(next: (call: BotCall) => BotAnswer) {
      state.answer = next;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
export type BotServer = Awaited<ReturnType<typeof startBotServer>>;

async function readJson(req: IncomingMessage): Promise<unknown> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  const text = Buffer.concat(chunks).toString('utf8');
  try {
    return text ? (JSON.parse(text) as unknown) : undefined;
  } catch {
    return text;
  }
}
