import { describe, expect, inject, it } from 'vitest';
import { runSchedules } from '../../functions/src/testing/schedule-run.js';

/**
 * Issue 17 under `npm start`'s stack (the embedded server, its local scheduler persisted in the table, the
 * simulator): schedules armed 300 ms apart, the server stopped and started again in the middle, each message
 * received by its customer exactly once and each schedule ENVIADA. Lateness is printed, not asserted (the 200
 * schedule run with its figures is bench/schedules.bench.ts).
 */
describe('schedules across a restart of the embedded server', () => {
  it('sends each of 20 schedules exactly once, the ones due while it restarted included', async () => {
    const result = await runSchedules({
      dynamoEndpoint: inject('dynamoEndpoint'),
      count: 20,
      spacingMs: 300,
      restartAt: 9,
      contacts: 4,
    });
    const late = [...result.lateness].sort((a, b) => a - b);
    console.log(`lateness by schedule: ${result.lateness.join(' ')}; fired: ${result.firedLateness.join(' ')}`);
    console.log(
      `schedules: ${result.once} once, ${result.duplicated} duplicated, ${result.missing} missing, ` +
        `${result.enviada} ENVIADA; restart ${result.restartMs} ms; lateness ms p50 ${late[late.length >> 1]} ` +
        `max ${late[late.length - 1]}`,
    );
    expect(result).toMatchObject({ count: 20, once: 20, duplicated: 0, missing: 0, enviada: 20 });
  }, 120_000);
});
