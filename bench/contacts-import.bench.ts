import { bench, describe } from 'vitest';
import { createContactImportWorker } from '../functions/src/domain/contacts/import/worker.js';
import type { ImportStatus } from '../functions/src/domain/contacts/import/schema.js';
import { createInboundConsumer } from '../functions/src/domain/inbound/consumer.js';
import { createIngest } from '../functions/src/domain/inbound/ingest.js';
import type { TableJobQueue } from '../functions/src/platform/jobs/table-job-queue.js';
import { createTestContext } from '../functions/src/testing/harness.js';

/**
 * Issue 13 point 6 (docs/decisions/020): a 10,000-row contacts CSV imported through the API and the inbound
 * queue's consumer, against DynamoDB Local: how long the upload takes to answer (202) and how long until the
 * import is done, in rows per second. The goal is under 30 s for 10,000 rows. Names of two words, a third of the rows
 * with an email: each new contact is 5 items (number, contact, 3 search tokens). BENCH_IMPORT_ROWS changes the size.
 */
const ROWS = Number(process.env.BENCH_IMPORT_ROWS ?? 10_000);
const ctx = await createTestContext();
const consumer = (ctx.jobs as TableJobQueue).consume(
  'inbound',
  createInboundConsumer(createIngest(ctx.deps), createContactImportWorker(ctx.deps)),
);
let round = 0;

function file(rows: number, prefix: string): string {
  const lines = Array.from({ length: rows }, (_, i) => {
    const email = i % 3 === 0 ? `cliente${i}@example.com` : '';
    return `Cliente ${i};55${prefix}${String(i).padStart(7, '0')};${email}`;
  });
  return ['name;number;email', ...lines].join('\n');
}

async function importOnce(): Promise<void> {
  round += 1;
  const { admin } = await ctx.seedCompany();
  const form = new FormData();
  form.append('file', new Blob([file(ROWS, String(10 + round))], { type: 'text/csv' }), 'contatos.csv');
  const started = performance.now();
  const res = await ctx.app.request('/api/contacts/import', {
    method: 'POST',
    headers: { authorization: `Bearer ${admin.token}` },
    body: form,
  });
  const accepted = (await res.json()) as ImportStatus;
  const answered = performance.now() - started;
  let status = accepted;
  while (status.status !== 'done' && status.status !== 'failed') {
    await new Promise((resolve) => setTimeout(resolve, 100));
    status = (await ctx.request<ImportStatus>('GET', `/api/contacts/import/${accepted.id}`, { token: admin.token }))
      .body;
  }
  const seconds = (performance.now() - started) / 1000;
  console.log(
    `contacts import of ${ROWS} rows: upload answered ${res.status} in ${answered.toFixed(0)} ms; ` +
      `${status.status} after ${seconds.toFixed(1)} s (${Math.round(ROWS / seconds)} rows/s), ` +
      `${status.created} created, ${status.refused} refused`,
  );
}

describe('contacts import (background job)', () => {
  bench(`${ROWS} rows, upload to done`, importOnce, {
    iterations: 2,
    time: 0,
    warmupIterations: 0,
    teardown: async () => {},
  });
});

process.on('beforeExit', () => void consumer.stop());
