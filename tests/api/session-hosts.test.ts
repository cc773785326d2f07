import { describe, expect, it } from 'vitest';
import { listConversation } from '../../functions/src/domain/simulator/repo.js';
import type { ChatSession, InboundJob, ProviderFactory } from '../../functions/src/platform/chat/chat-provider.js';
import type { SessionCommand } from '../../functions/src/platform/chat/session-commands.js';
import { newId } from '../../functions/src/platform/ids.js';
import type { TableJobQueue } from '../../functions/src/platform/jobs/table-job-queue.js';
import { keys } from '../../functions/src/platform/keys.js';
import { SessionManager } from '../../session-host/src/session-manager.js';
import { createSimulatorProvider } from '../../session-host/src/simulator/simulator-provider.js';
import { useSessionHostWorld } from './session-host-fixtures.js';

const world = useSessionHostWorld();

const CUSTOMER = '5511988887777';
const jobs = () => world.ctx.jobs as TableJobQueue;

function send(connectionId: string, body: string): Extract<SessionCommand, { type: 'send' }> {
  const content = { kind: 'text', body } as const;
  return {
    type: 'send',
    companyId: world.company.companyId,
    connectionId,
    chatId: CUSTOMER,
    localId: newId(),
    content,
  };
}

async function businessMessages(connectionId: string): Promise<string[]> {
  const conversation = await listConversation(world.ctx.deps.table, world.company.companyId, connectionId, CUSTOMER);
  return conversation.filter((m) => m.from === 'business').map((m) => m.body);
}

async function until<T>(probe: () => Promise<T>, done: (value: T) => boolean, timeoutMs = 10_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (done(value) || Date.now() > deadline) return value;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

const customerMessages = (all: InboundJob[], connectionId: string) =>
  all.flatMap((job) =>
    job.connectionId === connectionId && job.event.type === 'message' ? [job.event.message.body] : [],
  );

describe('commands across session hosts', () => {
  it('command routed to the lease holder: sends and customer messages reach the session on either host', async () => {
    const [a, b] = [await world.host('host-a'), await world.host('host-b')];
    const connection = await world.sim.connectedSimulator(world.token);
    const [holder, other] = a.manager.session(world.company.companyId, connection.id) ? [a, b] : [b, a];
    expect(holder.manager.session(world.company.companyId, connection.id)).toBeDefined();

    const bodies = ['um', 'dois', 'três'];
    for (const body of bodies) await other.manager.handle(send(connection.id, body), { messageId: newId() });
    for (const body of bodies) await world.sim.customerSays(world.token, connection.id, CUSTOMER, body);

    expect(
      await until(
        () => businessMessages(connection.id),
        (sent) => sent.length === 3,
      ),
    ).toEqual(bodies);
    // Both hosts consume the inbound queue: the events of one connection are in either's list.
    const received = () => Promise.resolve(customerMessages([...a.inbound(), ...b.inbound()], connection.id));
    expect((await until(received, (said) => said.length === 3)).sort()).toEqual([...bodies].sort());
    expect(other.manager.session(world.company.companyId, connection.id)).toBeUndefined();
    expect(await jobs().deadLetters('outbound')).toEqual([]);
  });

  it('dead host inbox taken over: a command forwarded to a host that died still runs', async () => {
    const live = await world.host('host-live', { heartbeatMs: 20 });
    const connection = await world.sim.connectedSimulator(world.token);
    // What a host killed right after another forwarded it a command leaves: its inbox, its liveness lapsed.
    const dead = `host-dead-${newId()}`;
    await world.ctx.deps.table.put({
      ...keys.sessionHost(dead),
      hostId: dead,
      aliveUntil: world.ctx.clock.now().getTime() - 1,
    });
    await jobs().send(`host:${dead}`, send(connection.id, 'órfã'), { groupId: `send#${connection.id}` });

    expect(
      await until(
        () => businessMessages(connection.id),
        (sent) => sent.length === 1,
      ),
    ).toEqual(['órfã']);
    await jobs().drain(`host:${dead}`);
    expect(live.manager.session(world.company.companyId, connection.id)).toBeDefined();
  });

  it('fails a send whose connection no host will drive once it is logged out', async () => {
    const running = await world.host('host-1');
    const connection = await world.sim.connectedSimulator(world.token);
    await world.ctx.request('DELETE', `/api/whatsappsession/${connection.id}`, { token: world.token });
    await world.ctx.jobs.drain('outbound');

    const command = send(connection.id, 'tarde demais');
    await running.manager.handle(command, { messageId: newId() });
    const failed = await running.waitFor((all) =>
      all.some((job) => job.event.type === 'sendFailed' && job.event.localId === command.localId),
    );
    expect(failed.find((job) => job.event.type === 'sendFailed')?.event).toMatchObject({ reason: 'disconnected' });
  });
});

describe('resuming sessions', () => {
  it('own lease resumes at once: a host killed and restarted under its id drives its sessions on start', async () => {
    const first = await world.host('host-1');
    const connection = await world.sim.connectedSimulator(world.token);
    await first.stop();
    // A kill -9 leaves the lease as it was: held by host-1 for the rest of its time.
    await world.leaseHeldBy(connection.id, 'host-1');

    const again = await world.host('host-1');
    expect(again.manager.session(world.company.companyId, connection.id)).toBeDefined();
  });

  it('lease swept after long outage: a CONNECTED connection resumes, one never driven is left to its start', async () => {
    const first = await world.host('host-1');
    const connected = await world.sim.connectedSimulator(world.token);
    await first.stop();
    await world.ctx.deps.table.delete(keys.connectionLease(world.company.companyId, connected.id));
    // Created while no host runs: active, OPENING, no lease; its start command waits in the queue.
    const created = await world.ctx.request('POST', '/api/whatsapp', {
      token: world.token,
      body: { name: 'Nova', provider: 'simulator' },
    });

    const manager = new SessionManager({
      deps: world.ctx.deps,
      providers: [createSimulatorProvider(world.ctx.deps)],
      hostId: 'host-2',
    });
    await manager.start();
    try {
      expect(manager.session(world.company.companyId, connected.id)).toBeDefined();
      expect(manager.session(world.company.companyId, created.body.id as string)).toBeUndefined();
    } finally {
      await manager.stop();
    }
  });

  it('staggered resume: sessions start one after another, and one that fails stops no other', async () => {
    const first = await world.host('host-1');
    const connections = [
      await world.sim.connectedSimulator(world.token),
      await world.sim.connectedSimulator(world.token),
      await world.sim.connectedSimulator(world.token),
    ].map((c) => c.id);
    await first.stop();

    const startedAt = new Map<string, number>();
    const broken = connections[0];
    const recording: ProviderFactory = {
      name: 'simulator',
      hasAuthState: async () => true,
      wipeAuthState: async () => undefined,
      create: ({ connectionId }): ChatSession => ({
        start: async () => {
          startedAt.set(connectionId, Date.now());
          if (connectionId === broken) throw new Error('this tenant’s socket fails');
        },
        stop: async () => undefined,
        logout: async () => undefined,
        send: async () => ({ id: newId(), timestamp: Date.now() }),
        checkNumber: async () => ({ exists: false }),
        rejectCall: async () => undefined,
      }),
    };
    const manager = new SessionManager({
      deps: world.ctx.deps,
      providers: [recording],
      hostId: 'host-2',
      resumeStaggerMs: 500,
    });
    await manager.start();
    try {
      const times = connections.map((id) => startedAt.get(id) ?? Number.NaN).sort((x, y) => x - y);
      // The stagger spaces the resumes; each then reads its lease before its socket starts, which on a loaded
      // machine took up to ~100 ms more for one than for the next: the gaps allow for that, not for no stagger.
      expect(times[1]! - times[0]!).toBeGreaterThanOrEqual(300);
      expect(times[2]! - times[1]!).toBeGreaterThanOrEqual(300);
      expect(manager.session(world.company.companyId, broken!)).toBeUndefined();
      expect(connections.slice(1).map((id) => manager.session(world.company.companyId, id) !== undefined)).toEqual([
        true,
        true,
      ]);
    } finally {
      await manager.stop();
    }
  });
});
