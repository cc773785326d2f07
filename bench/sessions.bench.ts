import { bench, describe } from 'vitest';
import { createTestContext } from '../functions/src/testing/harness.js';
import { simulatorFixtures, startTestSessions } from '../functions/src/testing/sessions.js';

/**
 * The message paths of issue 3 against DynamoDB Local. The queue polls every 250 ms (its default), but a job
 * sent in the same process wakes its consumer at once, so the figures are the table's and the code's work.
 *  - the job queue alone: send one job and wait until its consumer has it;
 *  - a simulated customer's message end to end: POST /api/simulator/{id}/messages → outbound queue → session
 *    manager → simulator provider → inbound queue → consumer.
 */
const ctx = await createTestContext({ jobs: { pollIntervalMs: 250 } });
const company = await ctx.seedCompany();
const token = company.admin.token;
const sessions = await startTestSessions(ctx);
const simulator = simulatorFixtures(ctx);
const connection = await simulator.connectedSimulator(token);

describe('job queue (table-backed FIFO)', () => {
  let n = 0;
  bench('send → consumer receives (one group)', async () => {
    n += 1;
    const before = sessions.inbound().length;
    await ctx.jobs.send(
      'inbound',
      {
        companyId: company.companyId,
        connectionId: connection.id,
        event: { type: 'delete', id: `b${n}`, chatId: '5511900000000', timestamp: n },
      },
      { groupId: `bench#${n % 10}`, dedupeId: `bench-${n}` },
    );
    await sessions.waitFor((jobs) => jobs.length > before);
  });
});

describe('simulated customer message, end to end', () => {
  let n = 0;
  bench('POST /api/simulator/{id}/messages → inbound consumer', async () => {
    n += 1;
    const before = sessions.inbound().length;
    await simulator.customerSays(token, connection.id, `55119${String(n % 20).padStart(8, '0')}`, `mensagem ${n}`);
    await sessions.waitFor((jobs) => jobs.length > before);
  });
});
