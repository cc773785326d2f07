import { beforeAll, describe, expect, it } from 'vitest';
import { markSessionActive, recordSessionState } from '../../functions/src/domain/connections/session-state.js';
import { createIngest } from '../../functions/src/domain/inbound/ingest.js';
import type { Message } from '../../functions/src/domain/messages/schema.js';
import { listConversation } from '../../functions/src/domain/simulator/repo.js';
import type { ChatSession, InboundJob, ProviderFactory } from '../../functions/src/platform/chat/chat-provider.js';
import type { TableJobQueue } from '../../functions/src/platform/jobs/table-job-queue.js';
import { createSimulatorProvider } from '../../session-host/src/simulator/simulator-provider.js';
import { conversationFixtures, until } from './messages-fixtures.js';
import { useSessionHostWorld } from './session-host-fixtures.js';
import { ticketFixtures } from './ticket-fixtures.js';

const world = useSessionHostWorld();
let fx: ReturnType<typeof conversationFixtures>;
let tickets: ReturnType<typeof ticketFixtures>;

const CUSTOMER = '5511988887777';

beforeAll(() => {
  fx = conversationFixtures(world.ctx);
  tickets = ticketFixtures(world.ctx);
});

/** A session host running the real inbound pipeline; `providers` replace the plain simulator. */
const host = (hostId: string, providers?: ProviderFactory[]) =>
  world.host(hostId, { providers, ingest: createIngest(world.ctx.deps) });

/**
 * The simulator, whose sessions stay OPENING (reconnecting) until `connect()`: a connection that is expected back
 * but not there yet, as after a host restart or a network drop.
 */
function reconnectingSimulator() {
  let connect!: () => void;
  const back = new Promise<void>((resolve) => (connect = resolve));
  const real = createSimulatorProvider(world.ctx.deps, { deliveryDelayMs: 50 });
  const factory: ProviderFactory = {
    name: real.name,
    hasAuthState: (...args) => real.hasAuthState(...args),
    wipeAuthState: (...args) => real.wipeAuthState(...args),
    create: (context) => {
      const session = real.create(context);
      // Like a socket that opens later: start returns at once, the session connects when the test says.
      const start: ChatSession['start'] = async (options) => {
        context.emit({ type: 'status', status: 'OPENING' });
        void back.then(() => session.start(options));
      };
      return new Proxy(session, {
        get: (target, name, receiver) => (name === 'start' ? start : Reflect.get(target, name, receiver)),
      });
    },
  };
  return { factory, connect };
}

/** A connected simulator with an open ticket of the admin's, the customer having written first. */
async function conversation() {
  const connection = await world.sim.connectedSimulator(world.token);
  await world.sim.customerSays(world.token, connection.id, CUSTOMER, 'Olá');
  const { ticket } = await until(
    () => fx.chat(world.company.companyId, connection.id, CUSTOMER),
    (chat) => chat.ticket !== undefined,
  );
  const open = await tickets.accept(ticket!, world.company.userId);
  return { connectionId: connection.id, ticketId: open.id };
}

async function agentSends(ticketId: string, body: string): Promise<Message> {
  const res = await world.ctx.request('POST', `/api/messages/${ticketId}`, { token: world.token, body: { body } });
  expect(res.status).toBe(201);
  return (res.body.messages as Message[])[0]!;
}

async function messageOf(ticketId: string, id: string): Promise<Message | undefined> {
  return (await fx.page(world.token, ticketId)).messages.find((m: Message) => m.id === id);
}

const delivered = async (connectionId: string) =>
  (await listConversation(world.ctx.deps.table, world.company.companyId, connectionId, CUSTOMER))
    .filter((m) => m.from === 'business')
    .map((m) => m.body);

describe('sends while a connection is down', () => {
  it('send waits for reconnect: held while the session reconnects, then delivered in order, no dead letter', async () => {
    const first = await host('host-a');
    const { connectionId, ticketId } = await conversation();
    await first.stop();
    const simulator = reconnectingSimulator();
    await host('host-a', [simulator.factory]);
    await world.sim.waitForConnection(world.token, connectionId, (c) => c.status === 'OPENING');

    const one = await agentSends(ticketId, 'primeira');
    const two = await agentSends(ticketId, 'segunda');
    // Long past what five quick receives took before: the sends are held, not retried into the dead letters.
    await new Promise((resolve) => setTimeout(resolve, 2_500));
    expect((await messageOf(ticketId, one.id))?.sendError).toBeNull();
    simulator.connect();

    expect(
      await until(
        () => delivered(connectionId),
        (bodies) => bodies.length >= 2,
      ),
    ).toEqual(['primeira', 'segunda']);
    const acked = await until(
      () => messageOf(ticketId, two.id),
      (m) => (m?.ack ?? 0) >= 1,
    );
    expect(acked).toMatchObject({ ack: expect.any(Number) });
    expect(acked?.sendError).toBeNull();
    // A late failure report never marks a message the provider took.
    const late = { type: 'sendFailed', id: 'late', localId: two.id, chatId: CUSTOMER, timestamp: 1, reason: 'timeout' };
    await createIngest(world.ctx.deps)({ companyId: world.company.companyId, connectionId, event: late } as InboundJob);
    expect((await messageOf(ticketId, two.id))?.sendError).toBeNull();
    expect(await (world.ctx.jobs as TableJobQueue).deadLetters('outbound')).toEqual([]);
  });

  it('send fails when logged out: the message shows failed (disconnected) and an update goes out', async () => {
    await host('host-a');
    const { connectionId, ticketId } = await conversation();
    const out = await world.ctx.request('DELETE', `/api/whatsappsession/${connectionId}`, { token: world.token });
    expect(out.status).toBeLessThan(300);
    await world.sim.waitForConnection(world.token, connectionId, (c) => c.status === 'DISCONNECTED');

    const sent = await agentSends(ticketId, 'alguém aí?');
    const failed = await until(
      () => messageOf(ticketId, sent.id),
      (m) => Boolean(m?.sendError),
    );
    expect(failed).toMatchObject({ ack: 0, sendError: 'disconnected' });
    expect(await delivered(connectionId)).toEqual([]);
  });

  it('a send after the logout was asked for fails, even while the host has not stopped the session yet', async () => {
    await host('host-a');
    const { connectionId, ticketId } = await conversation();
    // What DELETE /whatsappsession writes before its logout command reaches the host (they travel in different
    // queue groups): the connection is no longer active and shows DISCONNECTED, while the session still runs.
    await markSessionActive(world.ctx.deps, world.company.companyId, connectionId, false);
    await recordSessionState(world.ctx.deps, world.company.companyId, connectionId, {
      status: 'DISCONNECTED',
      qrcode: '',
      pairingCode: '',
    });

    const sent = await agentSends(ticketId, 'depois do logout');
    const failed = await until(
      () => messageOf(ticketId, sent.id),
      (m) => Boolean(m?.sendError) || (m?.ack ?? 0) >= 1,
    );
    expect(failed).toMatchObject({ ack: 0, sendError: 'disconnected' });
    expect(await delivered(connectionId)).toEqual([]);
  });

  it('resend: a failed message goes out again once the connection is back, and shows sent', async () => {
    await host('host-a');
    const { connectionId, ticketId } = await conversation();
    await world.ctx.request('DELETE', `/api/whatsappsession/${connectionId}`, { token: world.token });
    await world.sim.waitForConnection(world.token, connectionId, (c) => c.status === 'DISCONNECTED');
    const sent = await agentSends(ticketId, 'de novo');
    await until(
      () => messageOf(ticketId, sent.id),
      (m) => Boolean(m?.sendError),
    );

    await world.ctx.request('POST', `/api/whatsappsession/${connectionId}`, { token: world.token, body: {} });
    await world.sim.waitForConnection(world.token, connectionId, (c) => c.status === 'qrcode');
    await world.sim.pair(world.token, connectionId);
    const res = await world.ctx.request('POST', `/api/messages/${sent.id}/resend`, { token: world.token });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id: sent.id, ack: 0 });
    expect(res.body.sendError).toBeNull();

    expect(
      await until(
        () => delivered(connectionId),
        (bodies) => bodies.length > 0,
      ),
    ).toEqual(['de novo']);
    expect(
      await until(
        () => messageOf(ticketId, sent.id),
        (m) => (m?.ack ?? 0) >= 1,
      ),
    ).toMatchObject({ sendError: null });
    const again = await world.ctx.request('POST', `/api/messages/${sent.id}/resend`, { token: world.token });
    expect(again.status).toBe(409);
    expect(again.body.error).toBe('ERR_MESSAGE_NOT_FAILED');
  });

  it('resend: refuses a customer message, another agent, another company and a malformed id', async () => {
    await host('host-a');
    const { connectionId, ticketId } = await conversation();
    const customer = (await fx.page(world.token, ticketId)).messages.find((m: Message) => !m.fromMe)!;
    expect(
      (await world.ctx.request('POST', `/api/messages/${customer.id}/resend`, { token: world.token })).body.error,
    ).toBe('ERR_NO_PERMISSION');
    await world.ctx.request('DELETE', `/api/whatsappsession/${connectionId}`, { token: world.token });
    await world.sim.waitForConnection(world.token, connectionId, (c) => c.status === 'DISCONNECTED');
    const sent = await agentSends(ticketId, 'falhou');
    await until(
      () => messageOf(ticketId, sent.id),
      (m) => Boolean(m?.sendError),
    );
    const other = await world.ctx.seedCompany();
    const foreign = await world.ctx.request('POST', `/api/messages/${sent.id}/resend`, { token: other.admin.token });
    expect(foreign.status).toBe(404);
    const long = await world.ctx.request('POST', `/api/messages/${'x'.repeat(65)}/resend`, { token: world.token });
    expect([long.status, long.body.error]).toEqual([400, 'ERR_VALIDATION']);
    const unknown = await world.ctx.request('POST', '/api/messages/nada/resend', { token: world.token });
    expect([unknown.status, unknown.body.error]).toEqual([404, 'ERR_NOT_FOUND']);
    expect((await messageOf(ticketId, sent.id))?.sendError).toBe('disconnected');
  });
});
