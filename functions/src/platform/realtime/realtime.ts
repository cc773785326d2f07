import { log } from '../log.js';
import type { Clock } from '../clock.js';
import { keys } from '../keys.js';
import type { Table } from '../table.js';

/** How a message reaches one connection: a `ws` socket locally, PostToConnection in the cloud. */
export interface RealtimeTransport {
  /** 'gone' means the connection no longer exists and its record should be removed. */
  send(connectionId: string, message: string): Promise<'ok' | 'gone'>;
  /** Closes the connection from the server's side; a connection already gone is no error. */
  close(connectionId: string): Promise<void>;
}

export interface SocketRecord {
  connectionId: string;
  companyId: string;
  userId: string;
  profile: string;
  tokenVersion: number;
  rooms: string[];
  /** Epoch ms of registration: a socket is registered before its handshake completes. */
  connectedAt: number;
}

/** Who receives an event: every socket of the company unless narrowed. */
export interface Audience {
  /** Deliver to sockets that joined any of these rooms. */
  rooms?: string[];
  /** Deliver only to this user's sockets. */
  userId?: string;
  /** A final check per socket, e.g. ticket visibility. */
  filter?: (socket: SocketRecord) => boolean | Promise<boolean>;
}

export const rooms = {
  chatBox: (ticketId: string) => `chatbox:${ticketId}`,
  notification: 'notification',
  tickets: (status: string) => `tickets:${status}`,
} as const;

/** Sockets live at most this long (API Gateway closes WebSockets after 2 hours). */
const SOCKET_TTL_SECONDS = 3 * 60 * 60;

/**
 * A socket is registered in $connect (or before the local upgrade) and can receive only once the handshake
 * is over; until then the transport answers "gone", which must not remove a socket about to be usable.
 */
const HANDSHAKE_GRACE_MS = 10_000;

/**
 * A company's sockets are read again after this long (real time): every event of a burst of inbound messages
 * does not read the registry. Registrations and room changes made through this instance count at once; those of
 * another process (API Gateway's $connect Lambda) within this.
 */
const SOCKETS_TTL_MS = 250;

/** Told of every event this process publishes (caches of what the event says changed drop their entries). */
export type PublishListener = (companyId: string, channel: string) => void;

/**
 * Given every batch of events this process publishes, with their data, before they go out, and awaited (outgoing
 * webhooks queue their deliveries here: docs/decisions/056). A tap's failure is logged, never the publisher's.
 */
export type EventTap = (companyId: string, events: { channel: string; data: unknown }[]) => Promise<void>;

/**
 * The Realtime port. The connection registry is kept in the table so the same fan-out code serves the local
 * `ws` server and the API Gateway WebSocket API; only the transport differs.
 */
export class Realtime {
  private readonly listeners: PublishListener[] = [];
  private readonly taps: EventTap[] = [];
  private readonly sockets = new Map<string, { value: Promise<SocketRecord[]>; until: number }>();

  constructor(
    private readonly table: Table,
    private readonly transport: RealtimeTransport,
    private readonly clock: Clock,
  ) {}

  onPublish(listener: PublishListener): void {
    this.listeners.push(listener);
  }

  tap(tap: EventTap): void {
    this.taps.push(tap);
  }

  async register(socket: Omit<SocketRecord, 'rooms' | 'connectedAt'>): Promise<void> {
    const connectedAt = this.clock.now().getTime();
    const expiresAt = Math.floor(connectedAt / 1000) + SOCKET_TTL_SECONDS;
    await this.table.transact([
      {
        Put: {
          TableName: this.table.name,
          Item: { ...keys.socket(socket.companyId, socket.connectionId), ...socket, rooms: [], connectedAt, expiresAt },
        },
      },
      {
        Put: {
          TableName: this.table.name,
          Item: {
            ...keys.socketOwner(socket.connectionId),
            companyId: socket.companyId,
            userId: socket.userId,
            expiresAt,
          },
        },
      },
    ]);
    this.sockets.delete(socket.companyId);
  }

  async find(connectionId: string): Promise<SocketRecord | undefined> {
    const owner = await this.table.get<{ pk: string; sk: string; companyId: string }>(keys.socketOwner(connectionId));
    if (!owner) return undefined;
    const record = await this.table.get<SocketRecord & { pk: string; sk: string }>(
      keys.socket(owner.companyId, connectionId),
    );
    return record ? toSocket(record) : undefined;
  }

  async unregister(connectionId: string): Promise<SocketRecord | undefined> {
    const socket = await this.find(connectionId);
    await this.table.delete(keys.socketOwner(connectionId));
    if (socket) await this.table.delete(keys.socket(socket.companyId, connectionId));
    if (socket) this.sockets.delete(socket.companyId);
    return socket;
  }

  /** Ends a connection whose session was revoked: forgotten first, so its close finds nothing to tidy. */
  async disconnect(connectionId: string): Promise<void> {
    await this.unregister(connectionId);
    // Once forgotten it receives nothing more; a close that fails (throttled) must not fail the revocation.
    await this.transport.close(connectionId).catch((error: unknown) => {
      log('warn', { where: 'realtime.disconnect', connectionId, error: String(error) });
    });
  }

  async join(socket: SocketRecord, room: string): Promise<void> {
    if (socket.rooms.includes(room)) return;
    await this.table.update(keys.socket(socket.companyId, socket.connectionId), {
      UpdateExpression: 'SET #rooms = list_append(if_not_exists(#rooms, :empty), :room)',
      ConditionExpression: 'attribute_exists(pk)',
      ExpressionAttributeNames: { '#rooms': 'rooms' },
      ExpressionAttributeValues: { ':room': [room], ':empty': [] },
    });
    socket.rooms.push(room);
    this.sockets.delete(socket.companyId);
  }

  async leave(socket: SocketRecord, room: string): Promise<void> {
    const remaining = socket.rooms.filter((r) => r !== room);
    if (remaining.length === socket.rooms.length) return;
    await this.table.update(keys.socket(socket.companyId, socket.connectionId), {
      UpdateExpression: 'SET #rooms = :rooms',
      ConditionExpression: 'attribute_exists(pk)',
      ExpressionAttributeNames: { '#rooms': 'rooms' },
      ExpressionAttributeValues: { ':rooms': remaining },
    });
    socket.rooms = remaining;
    this.sockets.delete(socket.companyId);
  }

  async socketsOf(companyId: string): Promise<SocketRecord[]> {
    const items = await this.table.queryAll<SocketRecord & { pk: string; sk: string }>({
      KeyConditionExpression: 'pk = :pk',
      ExpressionAttributeValues: { ':pk': keys.socketsOf(companyId) },
    });
    return items.map(toSocket);
  }

  /** Sends `{ event: channel, data }` to the company's sockets in the audience; returns how many got it. */
  async publish(companyId: string, channel: string, data: unknown, audience: Audience = {}): Promise<number> {
    return this.publishAll(companyId, [{ channel, data }], audience);
  }

  /**
   * Sends several events, in order, to the same audience with one read of the company's sockets (a new message
   * and its ticket's update). Answers how many (socket, event) deliveries succeeded.
   */
  async publishAll(companyId: string, events: { channel: string; data: unknown }[], audience: Audience = {}) {
    for (const { channel } of events) for (const listener of this.listeners) listener(companyId, channel);
    await Promise.all(
      this.taps.map((tap) =>
        tap(companyId, events).catch((error: unknown) => {
          log('error', { where: 'realtime.tap', companyId, error: String(error) });
        }),
      ),
    );
    const messages = events.map(({ channel, data }) => JSON.stringify({ event: channel, data }));
    const sockets = await this.recentSocketsOf(companyId);
    let delivered = 0;
    await Promise.all(
      sockets.map(async (socket) => {
        if (!(await inAudience(socket, audience))) return;
        for (const message of messages) {
          // One failing socket (throttled, reset) must not stop the others; it is logged, not counted.
          const result = await this.transport.send(socket.connectionId, message).catch((error: unknown) => {
            log('warn', { where: 'realtime.publish', connectionId: socket.connectionId, error: String(error) });
            return 'failed' as const;
          });
          if (result === 'ok') delivered += 1;
          else if (result === 'gone') {
            if (!this.handshaking(socket)) await this.unregister(socket.connectionId);
            return;
          }
        }
      }),
    );
    return delivered;
  }

  /** The company's sockets as read at most SOCKETS_TTL_MS ago (one read serves a burst of events). */
  private recentSocketsOf(companyId: string): Promise<SocketRecord[]> {
    const cached = this.sockets.get(companyId);
    if (cached && cached.until > Date.now()) return cached.value;
    const entry = { value: this.socketsOf(companyId), until: Date.now() + SOCKETS_TTL_MS };
    this.sockets.set(companyId, entry);
    entry.value.catch(() => {
      if (this.sockets.get(companyId) === entry) this.sockets.delete(companyId);
    });
    return entry.value;
  }

  private handshaking(socket: SocketRecord): boolean {
    return this.clock.now().getTime() - socket.connectedAt < HANDSHAKE_GRACE_MS;
  }
}

async function inAudience(socket: SocketRecord, audience: Audience): Promise<boolean> {
  if (audience.userId && socket.userId !== audience.userId) return false;
  if (audience.rooms && !audience.rooms.some((room) => socket.rooms.includes(room))) return false;
  return audience.filter ? audience.filter(socket) : true;
}

function toSocket(item: SocketRecord): SocketRecord {
  return {
    connectionId: item.connectionId,
    companyId: item.companyId,
    userId: item.userId,
    profile: item.profile,
    tokenVersion: Number(item.tokenVersion ?? 0),
    rooms: Array.isArray(item.rooms) ? item.rooms : [],
    connectedAt: Number(item.connectedAt ?? 0),
  };
}
