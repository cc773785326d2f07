import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface ReceivedHook {
  path: string;
  headers: IncomingHttpHeaders;
  body: string;
}

/**
 * An integrator's endpoint for the webhook tests (docs/decisions/056): a real HTTP server on a free port that
 * records each POST and answers the statuses queued for its path (200 once the queue is empty). `received(path, n)`
 * resolves once the path has had n requests: tests await the request itself, never a timer.
 */
export async function startWebhookReceiver() {
  const requests: ReceivedHook[] = [];
  const answers = new Map<string, number[]>();
  const waiters: { path: string; count: number; resolve: (hooks: ReceivedHook[]) => void }[] = [];
  const of = (path: string) => requests.filter((request) => request.path === path);

  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const path = request.url ?? '/';
      requests.push({ path, headers: request.headers, body: Buffer.concat(chunks).toString('utf8') });
      response.writeHead(answers.get(path)?.shift() ?? 200, { 'content-type': 'text/plain' }).end('ok');
      for (const waiter of [...waiters]) {
        if (waiter.path === path && of(path).length >= waiter.count) {
          waiters.splice(waiters.indexOf(waiter), 1);
          waiter.resolve(of(path));
        }
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    url: (path: string) => `http://127.0.0.1:${port}${path}`,
    /** The next requests to `path` get these statuses, in order. */
    answer: (path: string, ...statuses: number[]) => answers.set(path, [...(answers.get(path) ?? []), ...statuses]),
    requests: of,
    received: (path: string, count = 1) =>
      of(path).length >= count
        ? Promise.resolve(of(path))
        : new Promise<ReceivedHook[]>((resolve) => waiters.push({ path, count, resolve })),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
