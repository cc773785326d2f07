import { createOutboundConsumer } from '../../../session-host/src/outbound-consumer.js';
import type { SendPacer } from '../../../session-host/src/send-pacer.js';
import { SessionManager } from '../../../session-host/src/session-manager.js';
import { createSimulatorProvider } from '../../../session-host/src/simulator/simulator-provider.js';
import { createInboundConsumer } from '../domain/inbound/consumer.js';
import type { InboundJob, ProviderFactory } from '../platform/chat/chat-provider.js';
import { newId } from '../platform/ids.js';
import type { TableJobQueue } from '../platform/jobs/table-job-queue.js';
import type { TestContext } from './harness.js';

export interface TestSessionsOptions {
  providers?: ProviderFactory[];
  hostId?: string;
  heartbeatMs?: number;
  /** Resume pause between sessions: none unless asked, since a test table collects many tests' connections. */
  resumeStaggerMs?: number;
  /**
   * What the inbound consumer does with each event after recording it: `createIngest(ctx.deps)` runs the real
   * pipeline (issue 4). Without it events are only recorded.
   */
  ingest?: (job: InboundJob) => Promise<void>;
  /** The hosts' send pacer (the product's 1 a second per connection unless a test needs many sends). */
  pacer?: SendPacer;
}

/**
 * A session host inside the test: a SessionManager (the simulator provider unless told otherwise) over the
 * context's table, consuming the outbound queue as the real host does. The inbound queue is consumed into a
 * list, so tests see which events arrived, how often, in what order, and handed to `options.ingest` if given.
 */
export async function startTestSessions(ctx: TestContext, options: TestSessionsOptions = {}) {
  const jobs = ctx.deps.jobs as TableJobQueue;
  const manager = new SessionManager({
    deps: ctx.deps,
    providers: options.providers ?? [createSimulatorProvider(ctx.deps, { deliveryDelayMs: 50 })],
    hostId: options.hostId ?? `test-host-${newId()}`,
    heartbeatMs: options.heartbeatMs,
    resumeStaggerMs: options.resumeStaggerMs ?? 0,
    pacer: options.pacer,
  });
  await manager.start();
  const stopping = new AbortController();
  const outbound = jobs.consume(
    'outbound',
    createOutboundConsumer(manager, { deps: ctx.deps, stopping: stopping.signal }),
  );
  const received: InboundJob[] = [];
  const ingest = options.ingest && createInboundConsumer(options.ingest);
  const inbound = jobs.consume('inbound', async (records) => {
    for (const record of records) received.push(JSON.parse(record.body) as InboundJob);
    return ingest ? ingest(records) : { batchItemFailures: [] };
  });

  /** Resolves with the inbound jobs once `predicate` holds for them; fails after `timeoutMs`. */
  async function waitFor(predicate: (jobs: InboundJob[]) => boolean, timeoutMs = 10_000): Promise<InboundJob[]> {
    const deadline = Date.now() + timeoutMs;
    while (!predicate(received)) {
      if (Date.now() > deadline) throw new Error(`inbound jobs never matched; got ${JSON.stringify(received)}`);
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
    return received;
  }

  return {
    manager,
    inbound: () => [...received],
    waitFor,
    /** Stops consuming, then the sessions (without logging out), as a host shutting down does. */
    async stop() {
      stopping.abort();
      await outbound.stop();
      await manager.stop();
      await inbound.stop();
    },
  };
}

export type TestSessions = Awaited<ReturnType<typeof startTestSessions>>;

interface ConnectionState {
  id: string;
  status: string;
  qrcode: string;
  number?: string;
  [field: string]: unknown;
}

/** The simulator through the API, as the connections page and the `/simulator` page use it. */
export function simulatorFixtures(ctx: TestContext) {
  async function connection(token: string, id: string): Promise<ConnectionState> {
    const res = await ctx.request('GET', `/api/whatsapp/${id}`, { token });
    if (res.status !== 200) throw new Error(`connection ${id}: ${res.status} ${JSON.stringify(res.body)}`);
    return res.body as ConnectionState;
  }

  /** Polls the connection until `predicate` holds for it (the session host works asynchronously). */
  async function waitForConnection(
    token: string,
    id: string,
    predicate: (connection: ConnectionState) => boolean,
    timeoutMs = 10_000,
  ): Promise<ConnectionState> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const current = await connection(token, id);
      if (predicate(current)) return current;
      if (Date.now() > deadline) throw new Error(`connection ${id} never matched; last ${JSON.stringify(current)}`);
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
  }

  /** A new simulator connection, once it shows its QR. */
  async function createSimulatorConnection(token: string, fields: Record<string, unknown> = {}) {
    const body = { name: `Simulador ${newId().slice(-5)}`, provider: 'simulator', ...fields };
    const res = await ctx.request('POST', '/api/whatsapp', { token, body });
    if (res.status !== 201) throw new Error(`connection not created: ${res.status} ${JSON.stringify(res.body)}`);
    return waitForConnection(token, res.body.id as string, (c) => c.status === 'qrcode');
  }

  /** Scans the QR on show and waits for CONNECTED. */
  async function pair(token: string, id: string): Promise<ConnectionState> {
    const res = await ctx.request('POST', `/api/simulator/${id}/scan`, { token, body: {} });
    if (res.status !== 202) throw new Error(`scan refused: ${res.status} ${JSON.stringify(res.body)}`);
    return waitForConnection(token, id, (c) => c.status === 'CONNECTED');
  }

  async function connectedSimulator(token: string): Promise<ConnectionState> {
    const created = await createSimulatorConnection(token);
    return pair(token, created.id);
  }

  /** A customer writes to the business; answers the provider message id. */
  async function customerSays(token: string, id: string, number: string, body: string, name?: string): Promise<string> {
    const res = await ctx.request('POST', `/api/simulator/${id}/messages`, { token, body: { number, body, name } });
    if (res.status !== 201) throw new Error(`message refused: ${res.status} ${JSON.stringify(res.body)}`);
    return res.body.id as string;
  }

  return { connection, waitForConnection, createSimulatorConnection, pair, connectedSimulator, customerSays };
}
