import { WebSocket } from 'ws';
import type { RealtimeTransport } from '../platform/realtime/realtime.js';

/** The close code of a socket whose session was revoked (4000–4999: for applications). */
const SESSION_ENDED = 4001;

/** The embedded server's transport: connection id → open `ws` socket in this process. */
export class LocalTransport implements RealtimeTransport {
  private readonly sockets = new Map<string, WebSocket>();

  add(connectionId: string, socket: WebSocket): void {
    this.sockets.set(connectionId, socket);
  }

  remove(connectionId: string): void {
    this.sockets.delete(connectionId);
  }

  async close(connectionId: string): Promise<void> {
    this.sockets.get(connectionId)?.close(SESSION_ENDED, 'session ended');
    this.sockets.delete(connectionId);
  }

  closeAll(): void {
    for (const socket of this.sockets.values()) socket.terminate();
    this.sockets.clear();
  }

  async send(connectionId: string, message: string): Promise<'ok' | 'gone'> {
    const socket = this.sockets.get(connectionId);
    // A record left by an earlier run of the server has no socket here: it is gone.
    if (!socket || socket.readyState !== WebSocket.OPEN) return 'gone';
    socket.send(message);
    return 'ok';
  }
}
