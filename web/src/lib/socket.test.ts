import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { expiresSoon, RealtimeClient, socketUrl, type SocketLike } from './socket';

class FakeSocket implements SocketLike {
  readyState = 0;
  onopen: (() => void) | null = null;
  onclose: (() => void) | null = null;
  onmessage: ((message: { data: unknown }) => void) | null = null;
  sent: unknown[] = [];
  constructor(readonly url: string) {}
  send(text: string) {
    this.sent.push(JSON.parse(text));
  }
  close() {
    this.readyState = 3;
  }
  open() {
    this.readyState = 1;
    this.onopen?.();
  }
  drop() {
    this.readyState = 3;
    this.onclose?.();
  }
  receive(message: unknown) {
    this.onmessage?.({ data: JSON.stringify(message) });
  }
}

function setup(token: string | null = 'token-1') {
  const sockets: FakeSocket[] = [];
  const refreshToken = vi.fn(async () => 'token-fresh');
  const client = new RealtimeClient({
    urlFor: (value) => `ws://test/ws?token=${value}`,
    currentToken: () => token,
    refreshToken,
    openSocket: (url) => {
      const socket = new FakeSocket(url);
      sockets.push(socket);
      return socket;
    },
    initialBackoffMs: 1000,
  });
  return { client, sockets, refreshToken };
}

const jwtExpiringAt = (seconds: number) => `h.${btoa(JSON.stringify({ exp: seconds }))}.s`;

describe('realtime client', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('connects with the access token and announces presence at once and every 5 minutes', async () => {
    const { client, sockets } = setup();
    client.start();
    await vi.runOnlyPendingTimersAsync();
    const socket = sockets[0]!;
    expect(socket.url).toBe('ws://test/ws?token=token-1');
    socket.open();
    expect(socket.sent).toEqual([{ action: 'userStatus' }]);
    vi.advanceTimersByTime(300_000);
    expect(socket.sent).toEqual([{ action: 'userStatus' }, { action: 'userStatus' }]);
    client.stop();
  });

  it('hands each event to its subscribers until they unsubscribe', async () => {
    const { client, sockets } = setup();
    const handler = vi.fn();
    const unsubscribe = client.on('company-c1-user', handler);
    client.start();
    await vi.runOnlyPendingTimersAsync();
    sockets[0]!.open();
    sockets[0]!.receive({ event: 'company-c1-user', data: { action: 'create' } });
    sockets[0]!.receive({ event: 'company-c1-queue', data: {} });
    unsubscribe();
    sockets[0]!.receive({ event: 'company-c1-user', data: { action: 'delete' } });
    expect(handler).toHaveBeenCalledTimes(1);
    expect(handler).toHaveBeenCalledWith({ action: 'create' });
    client.stop();
  });

  it('reconnects after a drop and joins its rooms again', async () => {
    const { client, sockets } = setup();
    client.start();
    await vi.runOnlyPendingTimersAsync();
    sockets[0]!.open();
    client.send('joinTickets', 'open');
    sockets[0]!.drop();
    await vi.advanceTimersByTimeAsync(1000);
    expect(sockets).toHaveLength(2);
    sockets[1]!.open();
    expect(sockets[1]!.sent).toEqual([{ action: 'userStatus' }, { action: 'joinTickets', data: 'open' }]);
    client.stop();
  });

  it('backs off and fetches a fresh token when a connection is refused before opening', async () => {
    const { client, sockets, refreshToken } = setup();
    client.start();
    await vi.runOnlyPendingTimersAsync();
    sockets[0]!.drop();
    await vi.advanceTimersByTimeAsync(1999);
    expect(sockets).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(refreshToken).toHaveBeenCalledOnce();
    expect(sockets[1]!.url).toBe('ws://test/ws?token=token-fresh');
    client.stop();
  });

  it('stops for good when no fresh token can be had (the session ended)', async () => {
    const { client, sockets, refreshToken } = setup();
    refreshToken.mockResolvedValue(null as unknown as string);
    client.start();
    await vi.runOnlyPendingTimersAsync();
    sockets[0]!.drop();
    await vi.advanceTimersByTimeAsync(60_000);
    expect(sockets).toHaveLength(1);
  });

  it('does not reconnect after stop', async () => {
    const { client, sockets } = setup();
    client.start();
    await vi.runOnlyPendingTimersAsync();
    sockets[0]!.open();
    client.stop();
    await vi.advanceTimersByTimeAsync(60_000);
    expect(sockets).toHaveLength(1);
  });
});

describe('socket address and token age', () => {
  it('uses wss on https pages and ws otherwise', () => {
    expect(socketUrl({ protocol: 'https:', host: 'app.example' }, 'a b')).toBe('wss://app.example/ws?token=a%20b');
    expect(socketUrl({ protocol: 'http:', host: 'localhost:3000' }, 't')).toBe('ws://localhost:3000/ws?token=t');
  });

  it('treats a token expiring within 30 seconds as expiring', () => {
    const now = 1_000_000_000_000;
    expect(expiresSoon(jwtExpiringAt(now / 1000 + 10), now)).toBe(true);
    expect(expiresSoon(jwtExpiringAt(now / 1000 + 600), now)).toBe(false);
    expect(expiresSoon('not-a-jwt', now)).toBe(false);
  });
});
