import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  commandGroup,
  OUTBOUND_QUEUE,
  type SessionCommand,
} from '../../functions/src/platform/chat/session-commands.js';
import { adminFixtures } from '../../functions/src/testing/admin-fixtures.js';
import { createTestContext, type TestContext } from '../../functions/src/testing/harness.js';
import { startTestSessions, type TestSessions } from '../../functions/src/testing/sessions.js';

/**
 * Issue 15, "undeliverable sends keep a core busy": 205 sends to a connection no session drives end failed at
 * once (the send-wait of docs/decisions/013 and 014 finds the connection inactive), each on its first receive;
 * the outbound queue is then empty and the host idle, not retrying for minutes.
 */
const SENDS = 205;
let ctx: TestContext;
let sessions: TestSessions;

beforeAll(async () => {
  // The production retry delay: a send handed back to the queue would show as minutes of retries.
  ctx = await createTestContext({ jobs: { retryDelayMs: 1_000 } });
  sessions = await startTestSessions(ctx);
});

afterAll(async () => {
  await sessions.stop();
});

describe('undeliverable sends', () => {
  it('fail at once and leave the outbound queue empty and the process idle', async () => {
    const company = await ctx.seedCompany();
    const connection = await adminFixtures(ctx).putConnection(company.companyId, {
      provider: 'simulator',
      status: 'DISCONNECTED',
    });
    const started = performance.now();
    for (let index = 0; index < SENDS; index++) {
      const command: SessionCommand = {
        type: 'send',
        companyId: company.companyId,
        connectionId: connection.id,
        chatId: `55119${String(index).padStart(8, '0')}`,
        localId: `L${index}`,
        content: { kind: 'text', body: `olá ${index}` },
      };
      await ctx.jobs.send(OUTBOUND_QUEUE, command, { groupId: commandGroup(command) });
    }
    const failed = (jobs: { event: { type: string } }[]) => jobs.filter((job) => job.event.type === 'sendFailed');
    await sessions.waitFor((jobs) => failed(jobs).length >= SENDS, 60_000);
    const seconds = (performance.now() - started) / 1000;
    await ctx.jobs.drain(OUTBOUND_QUEUE, 5_000);
    expect(await ctx.jobs.deadLetters(OUTBOUND_QUEUE)).toEqual([]);
    // Idle means no retries: over three seconds nothing writes to the outbound queue (no claim, no hand-back, no
    // delete) — a count, not the CPU share, which another test file's work in the same process would move.
    const writes = await outboundWritesDuring(ctx, 3_000);
    console.log(`[undeliverable] ${SENDS} sends failed in ${seconds.toFixed(1)} s; then ${writes.length} queue writes`);
    expect(failed(sessions.inbound())).toHaveLength(SENDS);
    expect(writes).toEqual([]);
  }, 120_000);
});

/** The DynamoDB commands other than reads that touch the outbound queue's partition while `ms` pass. */
async function outboundWritesDuring(context: TestContext, ms: number): Promise<string[]> {
  const partition = `JOBQ#${OUTBOUND_QUEUE}`;
  const reads = new Set(['QueryCommand', 'GetCommand', 'BatchGetCommand', 'ScanCommand']);
  const seen: string[] = [];
  const stack = context.deps.table.doc.middlewareStack;
  const name = `outbound-writes-${Date.now()}`;
  stack.add(
    (next, info) => async (args) => {
      const command = info.commandName ?? 'unknown';
      if (!reads.has(command) && JSON.stringify(args.input).includes(partition)) seen.push(command);
      return next(args);
    },
    { step: 'initialize', name },
  );
  try {
    await new Promise((resolve) => setTimeout(resolve, ms));
  } finally {
    stack.remove(name);
  }
  return seen;
}
