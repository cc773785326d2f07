import type { IncomingMessage, Server } from 'node:http';
import type { Duplex } from 'node:stream';
import { WebSocketServer, type WebSocket } from 'ws';
import type { Deps } from '../platform/deps.js';
import { newId } from '../platform/ids.js';
import { connectSocket, disconnectSocket, handleSocketMessage } from '../realtime/socket-handlers.js';
import { log } from '../platform/log.js';
import type { LocalTransport } from './local-transport.js';

/** Spec 1 §9: socket ping 18 s. A socket that misses a pong is dropped. */
const PING_INTERVAL_MS = 18_000;

/** Serves `/ws?token=` on the HTTP server with the same handlers the API Gateway Lambdas use. */
export function attachWebSocketServer(server: Server, deps: Deps, transport: LocalTransport) {
  const wss = new WebSocketServer({ noServer: true, maxPayload: 64 * 1024 });
  const alive = new WeakMap<WebSocket, boolean>();

  server.on('upgrade', (request: IncomingMessage, socket: Duplex, head: Buffer) => {
    const url = new URL(request.url ?? '/', 'http://localhost');
    if (url.pathname !== '/ws') return socket.destroy();
    const connectionId = newId();
    connectSocket(deps, connectionId, url.searchParams.get('token') ?? undefined)
      .then((accepted) => {
        if (!accepted) {
          socket.end('HTTP/1.1 401 Unauthorized\r\nConnection: close\r\n\r\n');
          return;
        }
        wss.handleUpgrade(request, socket, head, (ws) => {
          transport.add(connectionId, ws);
          alive.set(ws, true);
          ws.on('pong', () => alive.set(ws, true));
          ws.on('message', (data) => {
            handleSocketMessage(deps, connectionId, data.toString()).catch((error: unknown) =>
              log('error', { where: 'ws.message', error: String(error) }),
            );
          });
          ws.on('close', () => {
            transport.remove(connectionId);
            disconnectSocket(deps, connectionId).catch((error: unknown) =>
              log('error', { where: 'ws.close', error: String(error) }),
            );
          });
        });
      })
      .catch((error: unknown) => {
        log('error', { where: 'ws.connect', error: String(error) });
        socket.destroy();
      });
  });

  const heartbeat = setInterval(() => {
    for (const ws of wss.clients) {
      if (alive.get(ws) === false) {
        ws.terminate();
        continue;
      }
      alive.set(ws, false);
      ws.ping();
    }
  }, PING_INTERVAL_MS);
  heartbeat.unref();

  return {
    close: () =>
      new Promise<void>((resolve) => {
        clearInterval(heartbeat);
        transport.closeAll();
        wss.close(() => resolve());
      }),
  };
}
