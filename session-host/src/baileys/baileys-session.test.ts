import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { Table } from '../../../functions/src/platform/table.js';
import { ALERT_AFTER_ATTEMPTS, backoffDelay, STABLE_OPEN_MS, WIPE_AFTER_BAD_SESSIONS } from '../reconnect-policy.js';
import { QR_LIMIT } from './login-prompt.js';
import { createTestTable } from '../test-table.js';
import { connected, sessionHarness } from './test-support.js';

let table: Table;

beforeAll(async () => {
  table = await createTestTable();
});

const ME = { id: '5511900000000:7@s.whatsapp.net', name: 'Balcão' };
const firstDelay = backoffDelay(0, () => 0.5);

describe('Baileys session lifecycle', () => {
  it('shows OPENING, then the QR, then CONNECTED with its number, keeping the creds WhatsApp sent', async () => {
    const h = sessionHarness(table);
    await h.session.start();
    const sock = h.sockets.last;
    sock.qr('QR-1');
    sock.emit('creds.update', { me: ME, registered: true });
    sock.open();

    await vi.waitFor(() => expect(h.statuses()).toEqual(['OPENING', 'CONNECTED']));
    expect(h.events.map((e) => e.type)).toEqual(['status', 'qr', 'status']);
    expect(h.ofType('qr')[0]?.qr).toBe('QR-1');
    expect(h.ofType('status').at(-1)?.number).toBe('5511900000000');
    await vi.waitFor(async () => expect(await h.provider.hasAuthState('c1', h.connectionId)).toBe(true));
  });

  it('resumes from the stored creds after a restart, with no QR', async () => {
    const before = sessionHarness(table);
    await before.session.start();
    before.sockets.last.emit('creds.update', { me: ME, registered: true });
    await vi.waitFor(async () => expect(await before.provider.hasAuthState('c1', before.connectionId)).toBe(true));
    const saved = before.sockets.last.config.auth.creds;
    await before.session.stop();

    const after = sessionHarness(table, before.connectionId);
    await after.session.start();
    const resumed = after.sockets.last.config.auth.creds;
    expect(resumed).toEqual(saved);
    expect(Buffer.isBuffer(resumed.signedIdentityKey.private)).toBe(true);
    after.sockets.last.open();
    await vi.waitFor(() => expect(after.statuses()).toEqual(['OPENING', 'CONNECTED']));
    expect(after.ofType('qr')).toEqual([]);
  });

  it.each([408, 428, 503, undefined])(
    'reconnects with backoff after a %s close, as TIMEOUT once connected',
    async (code) => {
      const h = sessionHarness(table);
      const sock = await connected(h);
      sock.close(code);
      await vi.waitFor(() => expect(h.statuses().at(-1)).toBe('TIMEOUT'));
      expect(h.timers.pending()).toEqual([firstDelay]);
      expect(h.sockets.made).toHaveLength(1);

      h.timers.fireAll();
      await vi.waitFor(() => expect(h.sockets.made).toHaveLength(2));
      expect(h.sockets.last.config.auth.creds).toBe(sock.config.auth.creds);
      h.sockets.last.open();
      await vi.waitFor(() => expect(h.statuses().at(-1)).toBe('CONNECTED'));
    },
  );

  it('reconnects as OPENING when the socket closes before it ever connected', async () => {
    const h = sessionHarness(table);
    await h.session.start();
    h.sockets.last.close(408);
    await vi.waitFor(() => expect(h.timers.pending()).toEqual([firstDelay]));
    expect(h.statuses()).toEqual(['OPENING', 'OPENING']);
  });

  it('backs off further on each failed attempt and starts over once connected', async () => {
    const h = sessionHarness(table);
    await connected(h);
    h.sockets.last.close(503);
    await vi.waitFor(() => expect(h.timers.pending()).toEqual([firstDelay]));
    h.timers.fireAll();
    await vi.waitFor(() => expect(h.sockets.made).toHaveLength(2));
    h.sockets.last.close(503);
    await vi.waitFor(() => expect(h.timers.pending()).toEqual([backoffDelay(1, () => 0.5)]));
    h.timers.fireAll();
    await vi.waitFor(() => expect(h.sockets.made).toHaveLength(3));
    h.sockets.last.open();
    h.sockets.last.close(503);
    await vi.waitFor(() => expect(h.timers.pending()).toEqual([firstDelay]));
  });

  it('rebuilds the socket at once on 515 (restart required after pairing)', async () => {
    const h = sessionHarness(table);
    await h.session.start();
    h.sockets.last.emit('creds.update', { me: ME });
    h.sockets.last.close(515);
    await vi.waitFor(() => expect(h.timers.pending()).toEqual([0]));
    h.timers.fireAll();
    await vi.waitFor(() => expect(h.sockets.made).toHaveLength(2));
    expect(h.sockets.last.config.auth.creds.me).toEqual(ME);
  });

  it('wipes the auth state and shows a new QR after a 401 close (logged out)', async () => {
    const h = sessionHarness(table);
    const sock = await connected(h);
    sock.emit('creds.update', { me: ME, registered: true });
    await vi.waitFor(async () => expect(await h.provider.hasAuthState('c1', h.connectionId)).toBe(true));
    sock.close(401);

    await vi.waitFor(() => expect(h.sockets.made).toHaveLength(2));
    expect(await h.provider.hasAuthState('c1', h.connectionId)).toBe(false);
    expect(h.statuses().at(-1)).toBe('OPENING');
    const fresh = h.sockets.last.config.auth.creds;
    expect(fresh.me).toBeUndefined();
    expect(fresh.noiseKey.private).not.toEqual(sock.config.auth.creds.noiseKey.private);
    h.sockets.last.qr('QR-NEW');
    await vi.waitFor(() => expect(h.ofType('qr').map((e) => e.qr)).toEqual(['QR-NEW']));
  });

  it('reconnect on 500: keeps the credentials and backs off, however often the socket stayed up in between', async () => {
    const h = sessionHarness(table);
    let sock = await connected(h);
    sock.emit('creds.update', { me: ME, registered: true });
    await vi.waitFor(async () => expect(await h.provider.hasAuthState('c1', h.connectionId)).toBe(true));
    for (let round = 1; round <= WIPE_AFTER_BAD_SESSIONS + 1; round++) {
      h.clock.advance(STABLE_OPEN_MS);
      sock.close(500);
      await vi.waitFor(() => expect(h.timers.pending()).toEqual([firstDelay]));
      h.timers.fireAll();
      await vi.waitFor(() => expect(h.sockets.made).toHaveLength(round + 1));
      sock = h.sockets.last;
      expect(sock.config.auth.creds.me).toEqual(ME);
      sock.open();
    }
    expect(await h.provider.hasAuthState('c1', h.connectionId)).toBe(true);
    expect(h.ofType('qr')).toEqual([]);
  });

  it(`wipe after repeated 500s right after connecting (${WIPE_AFTER_BAD_SESSIONS} in a row)`, async () => {
    const h = sessionHarness(table);
    const sock = await connected(h);
    sock.emit('creds.update', { me: ME, registered: true });
    await vi.waitFor(async () => expect(await h.provider.hasAuthState('c1', h.connectionId)).toBe(true));
    sock.close(500);
    await vi.waitFor(() => expect(h.timers.pending()).toHaveLength(1));
    h.timers.fireAll();
    await vi.waitFor(() => expect(h.sockets.made).toHaveLength(2));
    h.sockets.last.open();
    h.clock.advance(2_000);
    h.sockets.last.close(500);
    await vi.waitFor(() => expect(h.timers.pending()).toHaveLength(1));
    expect(await h.provider.hasAuthState('c1', h.connectionId)).toBe(true);
    h.timers.fireAll();
    await vi.waitFor(() => expect(h.sockets.made).toHaveLength(3));
    h.sockets.last.close(500);

    await vi.waitFor(() => expect(h.sockets.made).toHaveLength(4));
    expect(await h.provider.hasAuthState('c1', h.connectionId)).toBe(false);
    expect(h.sockets.last.config.auth.creds.me).toBeUndefined();
  });

  it(`raises a connection alert after retries: one error line with alert 'connection' at ${ALERT_AFTER_ATTEMPTS} failures`, async () => {
    vi.stubEnv('LOG_LEVEL', 'info');
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    vi.spyOn(console, 'log').mockImplementation(() => undefined);
    try {
      const h = sessionHarness(table);
      await connected(h);
      for (let attempt = 1; attempt <= ALERT_AFTER_ATTEMPTS + 2; attempt++) {
        h.sockets.last.close(599);
        await vi.waitFor(() => expect(h.timers.pending()).toHaveLength(1));
        h.timers.fireAll();
        await vi.waitFor(() => expect(h.sockets.made).toHaveLength(attempt + 1));
      }
      const alerts = errors.mock.calls
        .map(([line]) => JSON.parse(String(line)))
        .filter((l) => l.alert === 'connection');
      expect(alerts).toEqual([
        expect.objectContaining({
          level: 'error',
          alert: 'connection',
          companyId: 'c1',
          connectionId: h.connectionId,
          statusCode: 599,
          attempts: ALERT_AFTER_ATTEMPTS,
        }),
      ]);
    } finally {
      vi.restoreAllMocks();
      vi.unstubAllEnvs();
    }
  });

  it.each([
    [403, 'banned or refused'],
    [440, 'replaced by another client'],
  ])('stops as DISCONNECTED on %s (%s), keeping the auth state and never reconnecting', async (code) => {
    const h = sessionHarness(table);
    const sock = await connected(h);
    sock.emit('creds.update', { me: ME, registered: true });
    await vi.waitFor(async () => expect(await h.provider.hasAuthState('c1', h.connectionId)).toBe(true));
    sock.close(code);
    await vi.waitFor(() => expect(h.statuses().at(-1)).toBe('DISCONNECTED'));
    expect(h.timers.pending()).toEqual([]);
    expect(h.sockets.made).toHaveLength(1);
    expect(await h.provider.hasAuthState('c1', h.connectionId)).toBe(true);
  });

  it(`gives up as DISCONNECTED when ${QR_LIMIT} QR codes went unscanned, across reconnects`, async () => {
    const h = sessionHarness(table);
    await h.session.start();
    ['a', 'b', 'c'].forEach((qr) => h.sockets.last.qr(qr));
    h.sockets.last.close(408);
    await vi.waitFor(() => expect(h.timers.pending()).toHaveLength(1));
    h.timers.fireAll();
    await vi.waitFor(() => expect(h.sockets.made).toHaveLength(2));
    ['d', 'e', 'f'].forEach((qr) => h.sockets.last.qr(qr));

    await vi.waitFor(() => expect(h.statuses().at(-1)).toBe('DISCONNECTED'));
    expect(h.ofType('qr').map((e) => e.qr)).toEqual(['a', 'b', 'c', 'd', 'e']);
    expect(h.sockets.last.ended).toBe(true);
    h.sockets.last.close(408);
    expect(h.timers.pending()).toEqual([]);
  });

  it('asks for a pairing code instead of showing QR codes when started with a phone number', async () => {
    const h = sessionHarness(table);
    await h.session.start({ pairingPhone: '+55 (11) 98888-7777' });
    h.sockets.last.qr('q1');
    h.sockets.last.qr('q2');
    await vi.waitFor(() => expect(h.ofType('pairingCode')).toEqual([{ type: 'pairingCode', code: 'ABCD1234' }]));
    expect(h.sockets.last.pairingRequests).toEqual(['5511988887777']);
    expect(h.ofType('qr')).toEqual([]);
  });

  it('cancels a pending reconnect on stop and keeps the auth state', async () => {
    const h = sessionHarness(table);
    const sock = await connected(h);
    sock.emit('creds.update', { me: ME, registered: true });
    sock.close(428);
    await vi.waitFor(() => expect(h.timers.pending()).toHaveLength(1));
    await h.session.stop();
    expect(h.timers.pending()).toEqual([]);
    await vi.waitFor(async () => expect(await h.provider.hasAuthState('c1', h.connectionId)).toBe(true));
  });

  it('logs out of WhatsApp, wipes the auth state and shows DISCONNECTED', async () => {
    const h = sessionHarness(table);
    const sock = await connected(h);
    sock.emit('creds.update', { me: ME, registered: true });
    await vi.waitFor(async () => expect(await h.provider.hasAuthState('c1', h.connectionId)).toBe(true));
    await h.session.logout();
    expect(sock.loggedOut).toBe(true);
    expect(await h.provider.hasAuthState('c1', h.connectionId)).toBe(false);
    expect(h.statuses().at(-1)).toBe('DISCONNECTED');
  });

  it('logs out while waiting to reconnect: the timer is cancelled and the state wiped', async () => {
    const h = sessionHarness(table);
    const sock = await connected(h);
    sock.emit('creds.update', { me: ME, registered: true });
    sock.close(408);
    await vi.waitFor(() => expect(h.timers.pending()).toHaveLength(1));
    await h.session.logout();
    expect(h.timers.pending()).toEqual([]);
    expect(await h.provider.wipeAuthState('c1', h.connectionId)).toBeUndefined();
    expect(await h.provider.hasAuthState('c1', h.connectionId)).toBe(false);
    expect(h.statuses().at(-1)).toBe('DISCONNECTED');
  });
});
