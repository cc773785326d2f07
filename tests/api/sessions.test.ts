import { describe, expect, it } from 'vitest';
import { getPairing, listConversation } from '../../functions/src/domain/simulator/repo.js';
import type { InboundJob } from '../../functions/src/platform/chat/chat-provider.js';
import { Leases } from '../../session-host/src/lease.js';
import { SessionManager } from '../../session-host/src/session-manager.js';
import { createSimulatorProvider } from '../../session-host/src/simulator/simulator-provider.js';
import { useSessionHostWorld } from './session-host-fixtures.js';

const world = useSessionHostWorld();

const CUSTOMER = '5511988887777';
const OTHER = '5521977776666';

const messagesOf = (jobs: InboundJob[], connectionId: string, chatId: string) =>
  jobs.flatMap((job) =>
    job.connectionId === connectionId && job.event.type === 'message' && job.event.message.chatId === chatId
      ? [job.event.message.id]
      : [],
  );

/** Session statuses the company was told about for one connection, in order. */
function sessionUpdates(received: () => { event: string; data: unknown }[], connectionId: string) {
  return () =>
    received()
      .filter((r) => r.event === `company-${world.company.companyId}-whatsappSession`)
      .map((r) => (r.data as { session: { id: string; status: string } }).session)
      .filter((session) => session.id === connectionId)
      .map((session) => session.status);
}

describe('a session host restart', () => {
  it('brings a CONNECTED simulator back without a new QR and loses no inbound event', async () => {
    const first = await world.host('host-1');
    const connection = await world.sim.connectedSimulator(world.token);
    const before = [
      await world.sim.customerSays(world.token, connection.id, CUSTOMER, 'um'),
      await world.sim.customerSays(world.token, connection.id, OTHER, 'um'),
      await world.sim.customerSays(world.token, connection.id, CUSTOMER, 'dois'),
    ];
    await first.stop();
    // Said while no host runs: the commands wait in the outbound queue.
    const whileDown = [
      await world.sim.customerSays(world.token, connection.id, CUSTOMER, 'três'),
      await world.sim.customerSays(world.token, connection.id, OTHER, 'dois'),
    ];

    const socket = await world.ctx.listen({ companyId: world.company.companyId, userId: world.company.userId });
    const second = await world.host('host-2');
    await world.sim.waitForConnection(
      world.token,
      connection.id,
      (c) => c.status === 'CONNECTED' && sessionUpdates(socket.received, connection.id)().length === 2,
    );
    const after = await world.sim.customerSays(world.token, connection.id, CUSTOMER, 'quatro');
    await second.waitFor((jobs) => messagesOf(jobs, connection.id, CUSTOMER).includes(after));
    await world.ctx.jobs.drain('inbound');

    const updates = sessionUpdates(socket.received, connection.id)();
    expect(updates).toEqual(['OPENING', 'CONNECTED']);
    expect(await world.sim.connection(world.token, connection.id)).toMatchObject({ status: 'CONNECTED', qrcode: '' });
    const all = [...first.inbound(), ...second.inbound()];
    expect(messagesOf(all, connection.id, CUSTOMER)).toEqual([before[0], before[2], whileDown[0], after]);
    expect(messagesOf(all, connection.id, OTHER)).toEqual([before[1], whileDown[1]]);
  });

  it('does not resume a connection that was disconnected', async () => {
    const first = await world.host('host-1');
    const connection = await world.sim.connectedSimulator(world.token);
    const res = await world.ctx.request('DELETE', `/api/whatsappsession/${connection.id}`, { token: world.token });
    expect(res.status).toBe(200);
    await world.ctx.jobs.drain('outbound');
    expect(first.manager.session(world.company.companyId, connection.id)).toBeUndefined();
    await first.stop();

    const second = await world.host('host-2');
    expect(second.manager.session(world.company.companyId, connection.id)).toBeUndefined();
    expect(await world.sim.connection(world.token, connection.id)).toMatchObject({
      status: 'DISCONNECTED',
      qrcode: '',
    });
  });
});

describe('the session lifecycle', () => {
  it('logs out on disconnect, and a new start shows a QR again', async () => {
    const running = await world.host('host-1');
    const connection = await world.sim.connectedSimulator(world.token);
    await world.ctx.request('DELETE', `/api/whatsappsession/${connection.id}`, { token: world.token });
    await world.sim.waitForConnection(world.token, connection.id, (c) => c.status === 'DISCONNECTED');
    await world.ctx.jobs.drain('outbound');
    expect(await getPairing(world.ctx.deps.table, world.company.companyId, connection.id)).toBeUndefined();
    expect(
      await new Leases(world.ctx.deps.table, world.ctx.clock, 'probe').holder(world.company.companyId, connection.id),
    ).toBeUndefined();

    await world.ctx.request('POST', `/api/whatsappsession/${connection.id}`, { token: world.token, body: {} });
    const again = await world.sim.waitForConnection(world.token, connection.id, (c) => c.status === 'qrcode');
    expect(again.qrcode).toMatch(/^balcao-sim:/);
    expect(running.manager.session(world.company.companyId, connection.id)).toBeDefined();
  });

  it('asks a paired phone for a new QR', async () => {
    await world.host('host-1');
    const connection = await world.sim.connectedSimulator(world.token);
    const res = await world.ctx.request('PUT', `/api/whatsappsession/${connection.id}`, { token: world.token });
    expect(res.status).toBe(200);

    await world.sim.waitForConnection(world.token, connection.id, (c) => c.status === 'qrcode');
    expect(await getPairing(world.ctx.deps.table, world.company.companyId, connection.id)).toBeUndefined();
  });

  it('starts over with the new provider, forgetting the old login, when the provider changes', async () => {
    const running = await world.host('host-1');
    const connection = await world.sim.connectedSimulator(world.token);

    // This host serves only the simulator: a start with Baileys cannot happen here and says so.
    await world.ctx.request('PUT', `/api/whatsapp/${connection.id}`, {
      token: world.token,
      body: { provider: 'beta' },
    });
    await world.sim.waitForConnection(world.token, connection.id, (c) => c.status === 'DISCONNECTED');
    await world.ctx.jobs.drain('outbound');
    expect(running.manager.session(world.company.companyId, connection.id)).toBeUndefined();
    expect(await getPairing(world.ctx.deps.table, world.company.companyId, connection.id)).toBeUndefined();

    await world.ctx.request('PUT', `/api/whatsapp/${connection.id}`, {
      token: world.token,
      body: { provider: 'simulator' },
    });
    const back = await world.sim.waitForConnection(world.token, connection.id, (c) => c.status === 'qrcode');
    expect(back.qrcode).toMatch(/^balcao-sim:/);
  });

  it('forgets everything the simulator kept when the connection is deleted', async () => {
    const running = await world.host('host-1');
    const connection = await world.sim.connectedSimulator(world.token);
    await world.sim.customerSays(world.token, connection.id, CUSTOMER, 'oi');
    await running.waitFor((jobs) => messagesOf(jobs, connection.id, CUSTOMER).length === 1);

    const res = await world.ctx.request('DELETE', `/api/whatsapp/${connection.id}`, { token: world.token });
    expect(res.status).toBe(200);
    await world.ctx.jobs.drain('outbound');

    expect(running.manager.session(world.company.companyId, connection.id)).toBeUndefined();
    expect(await getPairing(world.ctx.deps.table, world.company.companyId, connection.id)).toBeUndefined();
    expect(await listConversation(world.ctx.deps.table, world.company.companyId, connection.id, CUSTOMER)).toEqual([]);
  });
});

describe('two session hosts on one table', () => {
  it('never both drive one connection', async () => {
    const first = await world.host('host-1');
    const connection = await world.sim.connectedSimulator(world.token);
    const second = new SessionManager({
      deps: world.ctx.deps,
      providers: [createSimulatorProvider(world.ctx.deps)],
      hostId: 'host-2',
    });
    await second.start();
    try {
      expect(second.session(world.company.companyId, connection.id)).toBeUndefined();
      // A command for a connection the first host drives goes to that host (docs/decisions/014).
      await second.handle({ type: 'session.start', companyId: world.company.companyId, connectionId: connection.id });
      expect(second.session(world.company.companyId, connection.id)).toBeUndefined();
      expect(first.manager.session(world.company.companyId, connection.id)).toBeDefined();

      // Once the first host lets go, the second may take over, resuming without a QR.
      await first.stop();
      await second.handle({ type: 'session.start', companyId: world.company.companyId, connectionId: connection.id });
      expect(second.session(world.company.companyId, connection.id)).toBeDefined();
      expect(
        await world.sim.waitForConnection(world.token, connection.id, (c) => c.status === 'CONNECTED'),
      ).toMatchObject({
        qrcode: '',
      });
    } finally {
      await second.stop();
    }
  });

  it('adopts the sessions of a host that died once its lease runs out', async () => {
    const first = await world.host('host-1');
    const connection = await world.sim.connectedSimulator(world.token);
    await first.stop();
    // What a crashed host leaves behind: its lease, unreleased.
    await world.leaseHeldBy(connection.id, 'host-1');

    const second = await world.host('host-2', { heartbeatMs: 20 });
    expect(second.manager.session(world.company.companyId, connection.id)).toBeUndefined();
    world.ctx.clock.advance(30_001);
    const adopted = await world.sim.waitForConnection(
      world.token,
      connection.id,
      (c) => second.manager.session(world.company.companyId, connection.id) !== undefined && c.status === 'CONNECTED',
    );
    expect(adopted).toMatchObject({ status: 'CONNECTED', qrcode: '' });
  });

  it('stops, without logging out, a session whose lease another host took', async () => {
    const running = await world.host('host-1', { heartbeatMs: 20 });
    const connection = await world.sim.connectedSimulator(world.token);
    await world.leaseHeldBy(connection.id, 'host-2', 60_000);

    const deadline = Date.now() + 5_000;
    while (running.manager.session(world.company.companyId, connection.id) && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    expect(running.manager.session(world.company.companyId, connection.id)).toBeUndefined();
    expect(await getPairing(world.ctx.deps.table, world.company.companyId, connection.id)).toBeDefined();
    expect(
      await new Leases(world.ctx.deps.table, world.ctx.clock, 'probe').holder(world.company.companyId, connection.id),
    ).toBe('host-2');
  });
});
