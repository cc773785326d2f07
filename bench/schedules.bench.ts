import { afterAll, bench, describe, inject } from 'vitest';
import { runSchedules, type ScheduleRunResult } from '../functions/src/testing/schedule-run.js';
import { ms, summarize, table } from './support/measure.js';

/**
 * Issue 17's acceptance run: under `npm start`'s stack (the embedded server, its local scheduler in the table, the
 * simulator), 200 schedules one second apart to 10 customers, the server stopped and started again once the 100th
 * is due. Prints how many each customer received once, more than once or never, how many the API shows ENVIADA,
 * and the lateness of each: when its timer fired (sentAt) and when the customer's phone got it, after sendAt.
 * BENCH_SCHEDULES sets another count (the restart stays in the middle). No assertions: the figures are the output.
 */
const count = Number(process.env.BENCH_SCHEDULES ?? 200);
let result: ScheduleRunResult | undefined;

describe('scheduled messages across a restart of npm start', () => {
  bench(
    `${count} schedules one second apart, restart in the middle`,
    async () => {
      result = await runSchedules({
        dynamoEndpoint: inject('dynamoEndpoint'),
        count,
        spacingMs: 1_000,
        restartAt: Math.floor(count / 2) - 1,
        contacts: 10,
      });
    },
    { iterations: 1, warmupIterations: 0, time: 0, warmupTime: 0 },
  );
});

afterAll(() => {
  if (!result) return;
  const fired = summarize(result.firedLateness);
  const received = summarize(result.lateness);
  const within2s = result.lateness.filter((late) => late <= 2_000).length;
  console.log(
    [
      `schedules: ${result.count}; received once ${result.once}, more than once ${result.duplicated}, never ` +
        `${result.missing}; ENVIADA ${result.enviada}; within 2 s of sendAt ${within2s}; restart took ` +
        `${result.restartMs} ms`,
      table([
        ['lateness after sendAt', 'n', 'p50', 'p99', 'max'],
        ['timer fired (sentAt)', String(fired.n), ms(fired.p50), ms(fired.p99), ms(fired.max)],
        ['customer received', String(received.n), ms(received.p50), ms(received.p99), ms(received.max)],
      ]),
    ].join('\n'),
  );
});
