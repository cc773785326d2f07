import { afterEach, beforeAll, beforeEach } from 'vitest';
import { keys } from '../../functions/src/platform/keys.js';
import { createTestContext, type TestContext } from '../../functions/src/testing/harness.js';
import {
  simulatorFixtures,
  startTestSessions,
  type TestSessions,
  type TestSessionsOptions,
} from '../../functions/src/testing/sessions.js';

export interface SessionHostWorld {
  ctx: TestContext;
  sim: ReturnType<typeof simulatorFixtures>;
  /** A fresh company each test and its admin's token. */
  company: Awaited<ReturnType<TestContext['seedCompany']>>;
  token: string;
  /**
   * Starts a session host under `hostId`, the simulator's unless `providers` say otherwise. Every host still
   * running after a test is stopped then; one the test stops itself is not stopped again.
   */
  host(hostId: string, options?: Omit<TestSessionsOptions, 'hostId'>): Promise<TestSessions>;
  /** Writes the connection's lease as `owner` holding it for `forMs` more: what a killed host leaves behind. */
  leaseHeldBy(connectionId: string, owner: string, forMs?: number): Promise<void>;
}

/**
 * One session-host test file's world, kept up by the hooks this registers: a test context with no session host
 * of its own (each test starts the hosts it needs) and a fresh company each test. The hooks set the fields, so
 * tests and helpers read them when they run, not at module load.
 */
export function useSessionHostWorld(): SessionHostWorld {
  const running = new Set<TestSessions>();

  async function host(hostId: string, options: Omit<TestSessionsOptions, 'hostId'> = {}): Promise<TestSessions> {
    const started = await startTestSessions(world.ctx, { hostId, ...options });
    running.add(started);
    const stop = () => {
      running.delete(started);
      return started.stop();
    };
    return { ...started, stop };
  }

  async function leaseHeldBy(connectionId: string, owner: string, forMs = 30_000): Promise<void> {
    await world.ctx.deps.table.put({
      ...keys.connectionLease(world.company.companyId, connectionId),
      owner,
      leaseUntil: world.ctx.clock.now().getTime() + forMs,
    });
  }

  const world = { host, leaseHeldBy } as SessionHostWorld;

  beforeAll(async () => {
    world.ctx = await createTestContext();
    world.sim = simulatorFixtures(world.ctx);
  });

  beforeEach(async () => {
    world.company = await world.ctx.seedCompany();
    world.token = world.company.admin.token;
  });

  afterEach(async () => {
    for (const started of running) await started.stop();
    running.clear();
  });

  return world;
}
