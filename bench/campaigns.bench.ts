import { afterAll, bench, describe, inject } from 'vitest';
import { SendPacer } from '../session-host/src/send-pacer.js';
import { runCampaigns, type CampaignRunResult } from './support/campaign-run.js';
import { ms, summarize, table } from './support/measure.js';

/**
 * Issue 18's campaign bench under `npm start`'s stack (the embedded server, the simulator):
 * - paced: BENCH_CAMPAIGN_RECIPIENTS (default 100; the figure is 10,000) on 5 connections with
 *   messageInterval BENCH_CAMPAIGN_INTERVAL (default 5 s) and the product's host pacer: sends per second per
 *   connection, lateness of each recipient's message after its planned pace slot (p50/p99), duplicates;
 * - unpaced: BENCH_CAMPAIGN_FAST_RECIPIENTS (default 200) on 1 connection with messageInterval 0 and a host pacer
 *   out of the way (200/s): the engine's sustained sends per second through the embedded stack.
 * No assertions: the figures are the output.
 */
const recipients = Number(process.env.BENCH_CAMPAIGN_RECIPIENTS ?? 100);
const interval = Number(process.env.BENCH_CAMPAIGN_INTERVAL ?? 5);
const fastRecipients = Number(process.env.BENCH_CAMPAIGN_FAST_RECIPIENTS ?? 200);
const results: { name: string; result: CampaignRunResult }[] = [];
const once = { iterations: 1, warmupIterations: 0, time: 0, warmupTime: 0 };

describe('campaigns under npm start', () => {
  bench(
    `${recipients} recipients on 5 connections, messageInterval ${interval} s`,
    async () => {
      const result = await runCampaigns({
        dynamoEndpoint: inject('dynamoEndpoint'),
        recipients,
        connections: 5,
        messageInterval: interval,
      });
      results.push({ name: `paced (${interval} s)`, result });
    },
    once,
  );

  bench(
    `${fastRecipients} recipients on 1 connection, messageInterval 0`,
    async () => {
      const result = await runCampaigns({
        dynamoEndpoint: inject('dynamoEndpoint'),
        recipients: fastRecipients,
        connections: 1,
        messageInterval: 0,
        sendPacer: new SendPacer({ burst: 200, perSecond: 200, jitterMs: 0 }),
      });
      results.push({ name: 'messageInterval 0', result });
    },
    once,
  );
});

afterAll(() => {
  const rows = [['run', 'sends/s per connection', 'lateness p50', 'p99', 'max', 'once', 'duplicated', 'missing']];
  for (const { name, result } of results) {
    const late = summarize(result.lateness);
    const rates = result.perConnection.map((c) => c.perSecond.toFixed(2)).join(' / ');
    rows.push([
      name,
      rates,
      ms(late.p50),
      ms(late.p99),
      ms(late.max),
      String(result.once),
      String(result.duplicated),
      String(result.missing),
    ]);
  }
  console.log(table(rows));
});
