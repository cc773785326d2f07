import { Readable } from 'node:stream';
import { expect, vi } from 'vitest';
import { capped, type BlobStore } from '../../../functions/src/platform/blobs/blob-store.js';
import type { ChatEvent } from '../../../functions/src/platform/chat/chat-provider.js';
import type { SessionCommand } from '../../../functions/src/platform/chat/session-commands.js';
import { manualClock } from '../../../functions/src/platform/clock.js';
import type { JobQueue, QueueName, SendOptions } from '../../../functions/src/platform/jobs/job-queue.js';
import type { Table } from '../../../functions/src/platform/table.js';
import { createBaileysProvider } from './baileys-provider.js';
import { localAuthCrypto } from './auth-crypto.js';
import type { SetTimer } from './baileys-session.js';
import { fakeSockets, type FakeSocket } from './fake-socket.js';
import { PINNED_WEB_VERSION } from './web-version.js';

/** The process' data key, as a host has one: a session restarted in a test reads what it sealed. */
const authCrypto = localAuthCrypto(undefined);

/** Blobs kept in a map. */
export class MemoryBlobStore implements BlobStore {
  readonly blobs = new Map<string, { data: Uint8Array; contentType: string }>();

  async put(key: string, data: Uint8Array, contentType: string): Promise<void> {
    this.blobs.set(key, { data: Uint8Array.from(data), contentType });
  }

  async putStream(key: string, stream: Readable, contentType: string, options: { maxBytes: number }) {
    const chunks: Uint8Array[] = [];
    for await (const chunk of capped(stream, options.maxBytes)) chunks.push(chunk);
    const data = new Uint8Array(Buffer.concat(chunks));
    this.blobs.set(key, { data, contentType });
    return { size: data.byteLength };
  }

  async get(key: string) {
    return this.blobs.get(key);
  }

  async getStream(key: string) {
    const blob = this.blobs.get(key);
    return blob && { stream: Readable.from([Buffer.from(blob.data)]), contentType: blob.contentType };
  }

  async delete(key: string): Promise<void> {
    this.blobs.delete(key);
  }

  async deletePrefix(prefix: string): Promise<void> {
    for (const key of [...this.blobs.keys()]) if (key.startsWith(`${prefix}/`)) this.blobs.delete(key);
  }

  async signedUrl(key: string): Promise<string> {
    return `memory://${key}`;
  }
}

/** The outbound queue, recording what the session puts on it. */
export class RecordingJobs implements JobQueue {
  readonly sent: { queue: QueueName; body: unknown; options: SendOptions }[] = [];

  async send(queue: QueueName, body: unknown, options: SendOptions): Promise<void> {
    this.sent.push({ queue, body, options });
  }

  /** The session commands sent, in order. */
  commands(): SessionCommand[] {
    return this.sent.map((job) => job.body as SessionCommand);
  }
}

/** Timers a test fires by hand, so backoff delays are asserted and never waited for. */
export class ManualTimers {
  private readonly entries: { callback: () => void; ms: number; live: boolean }[] = [];

  readonly setTimer: SetTimer = (callback, ms) => {
    const entry = { callback, ms, live: true };
    this.entries.push(entry);
    return () => {
      entry.live = false;
    };
  };

  /** Delays of the timers still pending. */
  pending(): number[] {
    return this.entries.filter((e) => e.live).map((e) => e.ms);
  }

  fireAll(): void {
    for (const entry of this.entries.filter((e) => e.live)) {
      entry.live = false;
      entry.callback();
    }
  }
}

let connections = 0;

/** A Baileys provider over fake sockets and hand-fired timers, and one session of it recording its events. */
export function sessionHarness(
  table: Table,
  connectionId = `w${++connections}`,
  options: { blobs?: BlobStore; mediaMaxBytes?: number } = {},
) {
  const sockets = fakeSockets();
  const timers = new ManualTimers();
  const blobs = new MemoryBlobStore();
  const jobs = new RecordingJobs();
  const clock = manualClock(new Date('2026-11-22T12:00:00Z'));
  const provider = createBaileysProvider(
    { table, blobs: options.blobs ?? blobs, clock, jobs },
    {
      makeSocket: sockets.makeSocket,
      authCrypto,
      webVersion: async () => PINNED_WEB_VERSION,
      random: () => 0.5,
      setTimer: timers.setTimer,
      mediaMaxBytes: options.mediaMaxBytes ?? 1024 * 1024,
    },
  );
  const events: ChatEvent[] = [];
  const session = provider.create({ companyId: 'c1', connectionId, emit: (event) => events.push(event) });
  const statuses = () => events.flatMap((e) => (e.type === 'status' ? [e.status] : []));
  const ofType = <T extends ChatEvent['type']>(type: T) =>
    events.filter((e): e is Extract<ChatEvent, { type: T }> => e.type === type);
  return { sockets, timers, blobs, jobs, clock, provider, events, session, statuses, ofType, connectionId };
}

export type SessionHarness = ReturnType<typeof sessionHarness>;

/** Starts the harness' session and opens its socket as an already paired account. */
export async function connected(harness: SessionHarness): Promise<FakeSocket> {
  await harness.session.start();
  const sock = harness.sockets.last;
  sock.open();
  await vi.waitFor(() => expect(harness.statuses()).toContain('CONNECTED'));
  return sock;
}
