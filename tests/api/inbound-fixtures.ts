import { afterAll, beforeAll, beforeEach } from 'vitest';
import { createIngest } from '../../functions/src/domain/inbound/ingest.js';
import type { Deps } from '../../functions/src/platform/deps.js';
import type { Table } from '../../functions/src/platform/table.js';
import { adminFixtures } from '../../functions/src/testing/admin-fixtures.js';
import { createTestContext, type TestContext } from '../../functions/src/testing/harness.js';
import { simulatorFixtures, startTestSessions, type TestSessions } from '../../functions/src/testing/sessions.js';
import { conversationFixtures } from './messages-fixtures.js';

export interface InboundWorld {
  ctx: TestContext;
  sim: ReturnType<typeof simulatorFixtures>;
  fx: ReturnType<typeof conversationFixtures>;
  /** The real inbound pipeline, for tests that hand it events as the inbound consumer does. */
  ingest: ReturnType<typeof createIngest>;
  /** A fresh company each test, its admin's token and its connection. */
  company: Awaited<ReturnType<TestContext['seedCompany']>>;
  token: string;
  connectionId: string;
}

/**
 * One inbound test file's world, kept up by the hooks this registers: a test context whose session host runs the
 * real inbound pipeline, and for each test a fresh company with a connected simulator. With `connection: 'beta'`
 * no session host runs and the connection is a stored Baileys one that nothing drives: the tests hand the pipeline
 * its events. The hooks set the fields, so tests and helpers read them when they run, not at module load.
 */
export function useInboundWorld(options: { connection?: 'simulator' | 'beta' } = {}): InboundWorld {
  const simulated = options.connection !== 'beta';
  const world = {} as InboundWorld;
  let sessions: TestSessions | undefined;

  beforeAll(async () => {
    world.ctx = await createTestContext();
    world.ingest = createIngest(world.ctx.deps);
    if (simulated) sessions = await startTestSessions(world.ctx, { ingest: world.ingest });
    world.sim = simulatorFixtures(world.ctx);
    world.fx = conversationFixtures(world.ctx);
  });

  beforeEach(async () => {
    world.company = await world.ctx.seedCompany();
    world.token = world.company.admin.token;
    const connection = simulated
      ? await world.sim.connectedSimulator(world.token)
      : await adminFixtures(world.ctx).putConnection(world.company.companyId, { provider: 'beta' });
    world.connectionId = connection.id;
  });

  afterAll(async () => {
    await sessions?.stop();
  });

  return world;
}

/** The deps with a table whose `n`-th transaction fails as a crash there would: the write does not happen. */
export function crashingAt(deps: Deps, n: number): Deps {
  let calls = 0;
  const table: Table = Object.create(deps.table);
  table.transact = async (items) => {
    if (++calls === n) throw new Error('crash');
    return deps.table.transact(items);
  };
  return { ...deps, table };
}
