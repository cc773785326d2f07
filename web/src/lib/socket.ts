import { tokenClaims } from './auth/token-claims';

/** The realtime channel (spec 1 §7): JSON `{ event, data }` from the server, `{ action, data? }` to it. */

export type ClientAction =
  'joinChatBox' | 'joinNotification' | 'joinTickets' | 'leaveChatBox' | 'leaveTickets' | 'userStatus';
type EventHandler = (data: unknown) => void;

/** The part of the browser WebSocket the client uses, so tests can drive a fake one. */
export interface SocketLike {
  readonly readyState: number;
  onopen: (() => void) | null;
  onclose: (() => void) | null;
  onmessage: ((message: { data: unknown }) => void) | null;
  send(text: string): void;
  close(): void;
}

export interface RealtimeOptions {
  urlFor: (token: string) => string;
  /** The stored access token. */
  currentToken: () => string | null;
  /** A fresh access token from the refresh cookie; null means the session ended, so the client stops. */
  refreshToken: () => Promise<string | null>;
  openSocket?: (url: string) => SocketLike;
  /** Spec 1 §9: presence ping every 300000 ms. */
  presenceIntervalMs?: number;
  initialBackoffMs?: number;
  maxBackoffMs?: number;
  now?: () => number;
}

const OPEN = 1;
/** Refresh a token that expires this soon rather than connect with it and be dropped. */
const TOKEN_EXPIRY_MARGIN_MS = 30_000;

export class RealtimeClient {
  private socket: SocketLike | undefined;
  private readonly handlers = new Map<string, Set<EventHandler>>();
  /** Rooms joined, replayed after a reconnect: key is the join action plus its data. */
  private readonly joinedRooms = new Map<string, { action: ClientAction; data?: string }>();
  private presenceTimer: ReturnType<typeof setInterval> | undefined;
  private reconnectTimer: ReturnType<typeof setTimeout> | undefined;
  private failedAttempts = 0;
  private running = false;

  constructor(private readonly options: RealtimeOptions) {}

  start(): void {
    if (this.running) return;
    this.running = true;
    void this.open();
  }

  stop(): void {
    this.running = false;
    clearTimeout(this.reconnectTimer);
    clearInterval(this.presenceTimer);
    const socket = this.socket;
    this.socket = undefined;
    if (socket) {
      socket.onclose = null;
      socket.close();
    }
  }

  on(event: string, handler: EventHandler): () => void {
    const handlers = this.handlers.get(event) ?? new Set<EventHandler>();
    handlers.add(handler);
    this.handlers.set(event, handlers);
    return () => void handlers.delete(handler);
  }

  send(action: ClientAction, data?: string): void {
    this.rememberRoom(action, data);
    if (this.socket?.readyState === OPEN)
      this.socket.send(JSON.stringify(data === undefined ? { action } : { action, data }));
  }

  private rememberRoom(action: ClientAction, data?: string): void {
    if (action === 'joinChatBox' || action === 'joinTickets' || action === 'joinNotification') {
      this.joinedRooms.set(`${action}:${data ?? ''}`, { action, data });
    } else if (action === 'leaveChatBox') {
      this.joinedRooms.delete(`joinChatBox:${data ?? ''}`);
    } else if (action === 'leaveTickets') {
      this.joinedRooms.delete(`joinTickets:${data ?? ''}`);
    }
  }

  private async open(): Promise<void> {
    const token = await this.usableToken();
    if (!this.running) return;
    if (!token) return this.stop();
    const socket = (this.options.openSocket ?? browserSocket)(this.options.urlFor(token));
    this.socket = socket;
    let opened = false;
    socket.onopen = () => {
      opened = true;
      this.failedAttempts = 0;
      this.send('userStatus');
      this.joinedRooms.forEach(({ action, data }) => this.send(action, data));
      clearInterval(this.presenceTimer);
      this.presenceTimer = setInterval(() => this.send('userStatus'), this.options.presenceIntervalMs ?? 300_000);
    };
    socket.onmessage = (message) => this.dispatch(message.data);
    socket.onclose = () => {
      clearInterval(this.presenceTimer);
      if (!opened) this.failedAttempts += 1;
      this.scheduleReconnect();
    };
  }

  /** The stored token, unless it is about to expire or the last attempt was refused: then a fresh one. */
  private async usableToken(): Promise<string | null> {
    const token = this.options.currentToken();
    const now = this.options.now?.() ?? Date.now();
    if (token && this.failedAttempts === 0 && !expiresSoon(token, now)) return token;
    try {
      return await this.options.refreshToken();
    } catch {
      // The refresh itself failed to arrive (network down): keep the old token and let the backoff retry.
      return token;
    }
  }

  private scheduleReconnect(): void {
    if (!this.running) return;
    const initial = this.options.initialBackoffMs ?? 1000;
    const delay = Math.min(this.options.maxBackoffMs ?? 30_000, initial * 2 ** this.failedAttempts);
    this.reconnectTimer = setTimeout(() => void this.open(), delay);
  }

  private dispatch(raw: unknown): void {
    let message: { event?: unknown; data?: unknown };
    try {
      message = JSON.parse(String(raw)) as typeof message;
    } catch {
      return;
    }
    if (typeof message.event !== 'string') return;
    this.handlers.get(message.event)?.forEach((handler) => handler(message.data));
  }
}

function browserSocket(url: string): SocketLike {
  // The browser's handlers receive an event argument; the client's handlers simply ignore it.
  return new WebSocket(url) as unknown as SocketLike;
}

/** Reads the JWT's `exp` claim without verifying it: only to decide whether to refresh first. */
export function expiresSoon(token: string, now: number): boolean {
  const exp = tokenClaims(token)?.exp;
  return typeof exp === 'number' && exp * 1000 - now < TOKEN_EXPIRY_MARGIN_MS;
}

/** `ws://host/ws?token=…` on http pages, `wss://…` on https ones. */
export function socketUrl(location: Pick<Location, 'protocol' | 'host'>, token: string): string {
  const scheme = location.protocol === 'https:' ? 'wss:' : 'ws:';
  return `${scheme}//${location.host}/ws?token=${encodeURIComponent(token)}`;
}
