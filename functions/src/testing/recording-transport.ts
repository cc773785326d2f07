import type { RealtimeTransport } from '../platform/realtime/realtime.js';

export interface Received {
  event: string;
  data: unknown;
}

/** A transport that keeps what each connection was sent, for asserting realtime events. */
export class RecordingTransport implements RealtimeTransport {
  readonly sent = new Map<string, Received[]>();
  readonly gone = new Set<string>();

  async send(connectionId: string, message: string): Promise<'ok' | 'gone'> {
    if (this.gone.has(connectionId)) return 'gone';
    const list = this.sent.get(connectionId) ?? [];
    list.push(JSON.parse(message) as Received);
    this.sent.set(connectionId, list);
    return 'ok';
  }

  /** A closed connection is gone from then on, as it would be on the wire. */
  async close(connectionId: string): Promise<void> {
    this.gone.add(connectionId);
  }

  received(connectionId: string): Received[] {
    return this.sent.get(connectionId) ?? [];
  }
}
