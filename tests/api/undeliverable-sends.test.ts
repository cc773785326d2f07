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
    const before = process.cpuUsage();
    const idleFrom = performance.now();
    await new Promise((resolve) => setTimeout(resolve, 3_000));
    const used = process.cpuUsage(before);
    const share = (used.user + used.system) / 1000 / (performance.now() - idleFrom);
    console.log(
      `[undeliverable] ${SENDS} sends failed in ${seconds.toFixed(1)} s; then ${(share * 100).toFixed(1)}% of a core idle`,
    );
    expect(failed(sessions.inbound())).toHaveLength(SENDS);
    expect(share).toBeLessThan(0.05);
  }, 120_000);
});
