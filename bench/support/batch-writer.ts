import { BatchWriteCommand } from '@aws-sdk/lib-dynamodb';
import type { Item, Table } from '../../functions/src/platform/table.js';

/** DynamoDB's BatchWriteItem limit. */
const BATCH = 25;
const PROGRESS_EVERY_MS = 10_000;

export interface WriteReport {
  items: number;
  seconds: number;
}

/**
 * Writes a stream of items with BatchWriteItem, `inFlight` calls at once, each retrying what DynamoDB left
 * unprocessed (with backoff: DynamoDB Local throttles nothing, but a busy one answers slowly). The stream is
 * pulled lazily, so a million messages never sit in memory at once.
 */
export async function writeAll(
  table: Table,
  items: Iterable<Item>,
  options: { label: string; expected?: number; inFlight?: number },
): Promise<WriteReport> {
  const source = items[Symbol.iterator]();
  const started = performance.now();
  let written = 0;
  let lastReport = started;
  const nextBatch = (): Item[] => {
    const batch: Item[] = [];
    for (let step = source.next(); !step.done; step = source.next()) {
      batch.push(step.value);
      if (batch.length === BATCH) break;
    }
    return batch;
  };
  const worker = async () => {
    for (let batch = nextBatch(); batch.length > 0; batch = nextBatch()) {
      await writeBatch(table, batch);
      written += batch.length;
      const now = performance.now();
      if (now - lastReport >= PROGRESS_EVERY_MS) {
        lastReport = now;
        console.log(progressLine(options.label, written, options.expected, (now - started) / 1000));
      }
    }
  };
  await Promise.all(Array.from({ length: options.inFlight ?? 12 }, worker));
  const seconds = (performance.now() - started) / 1000;
  console.log(`${progressLine(options.label, written, undefined, seconds)} — done`);
  return { items: written, seconds };
}

async function writeBatch(table: Table, items: Item[]): Promise<void> {
  let requests = items.map((Item) => ({ PutRequest: { Item } }));
  for (let attempt = 0; requests.length > 0; attempt++) {
    if (attempt > 0) await new Promise((resolve) => setTimeout(resolve, Math.min(2_000, 50 * 2 ** attempt)));
    if (attempt > 12) throw new Error(`${requests.length} items still unprocessed after ${attempt} attempts`);
    const out = await table.doc.send(new BatchWriteCommand({ RequestItems: { [table.name]: requests } }));
    requests = (out.UnprocessedItems?.[table.name] ?? []) as typeof requests;
  }
}

function progressLine(label: string, written: number, expected: number | undefined, seconds: number): string {
  const rate = written / Math.max(seconds, 0.001);
  const eta = expected && written < expected ? `, ~${Math.round((expected - written) / rate)} s left` : '';
  const of = expected ? ` of ~${expected.toLocaleString('en')}` : '';
  return `[seed] ${label}: ${written.toLocaleString('en')}${of} items in ${seconds.toFixed(0)} s (${Math.round(rate)}/s${eta})`;
}
