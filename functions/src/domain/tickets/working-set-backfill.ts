import { keys } from '../../platform/keys.js';
import { log } from '../../platform/log.js';
import { isConditionFailure, type Table } from '../../platform/table.js';
import { listStoredCompanies } from '../companies/admin-repo.js';
import { liveTicketPartitions } from './live-partitions.js';
import { ticketIndexKeys, type TicketRecord } from './repo.js';

/** Index entries updated side by side. */
const CONCURRENCY = 8;

type Entry = Pick<TicketRecord, 'id' | 'companyId' | 'status' | 'updatedAt'> & { gsi3pk?: string; gsi3sk?: string };

/**
 * Puts the live tickets of companies made before docs/decisions/059 into the working-set index (gsi3), then marks
 * the company (`workingSetIndexed`), from which point an admin's lists over every queue read that one partition.
 * Until then they read one partition per queue, as before, so the lists are right throughout. A company's live
 * tickets are found as the connection counts find them (`liveTicketPartitions`).
 * An entry whose keys are not what the ticket's state gives (none yet, or left stale by code from before this
 * index during a rollout) is rewritten only while the ticket is as read; a ticket changed meanwhile was written
 * with its keys by its writer. Idempotent: run again, a marked company is skipped. `shouldStop` is asked between
 * companies.
 */
export async function backfillWorkingSet(
  table: Table,
  shouldStop: () => boolean = () => false,
): Promise<{ indexed: number; companies: number; finished: boolean }> {
  let indexed = 0;
  let companies = 0;
  for (const company of await listStoredCompanies(table)) {
    if (company.workingSetIndexed) continue;
    if (shouldStop()) return { indexed, companies, finished: false };
    indexed += await indexCompany(table, company.id);
    await table.update(keys.company(company.id), {
      UpdateExpression: 'SET workingSetIndexed = :yes',
      ConditionExpression: 'attribute_exists(pk)',
      ExpressionAttributeValues: { ':yes': true },
    });
    companies++;
  }
  return { indexed, companies, finished: true };
}

/** Runs the backfill in the background of the embedded server, as the search backfill runs. */
export function startWorkingSetBackfill(table: Table): { stop(): Promise<void> } {
  let stopping = false;
  const run = backfillWorkingSet(table, () => stopping).then(
    ({ indexed, companies }) => {
      if (companies > 0) log('info', { where: 'tickets.workingSetBackfill', companies, indexed });
    },
    (error: unknown) => log('error', { where: 'tickets.workingSetBackfill', error: String(error) }),
  );
  return {
    stop: async () => {
      stopping = true;
      await run;
    },
  };
}

async function indexCompany(table: Table, companyId: string): Promise<number> {
  const entries = await liveEntries(table, companyId);
  const stale = entries.filter((entry) => {
    const wanted = ticketIndexKeys(entry as TicketRecord);
    return entry.gsi3pk !== wanted.gsi3pk || entry.gsi3sk !== wanted.gsi3sk;
  });
  let written = 0;
  for (let start = 0; start < stale.length; start += CONCURRENCY) {
    const done = await Promise.all(stale.slice(start, start + CONCURRENCY).map((entry) => indexEntry(table, entry)));
    written += done.filter(Boolean).length;
  }
  return written;
}

/** The company's pending and open tickets, each once, with their working-set keys as stored. */
async function liveEntries(table: Table, companyId: string): Promise<Entry[]> {
  const partitions = await liveTicketPartitions(table, companyId);
  const found = new Map<string, Entry>();
  for (const { IndexName, key, pk } of partitions) {
    const items = await table.queryAll<Entry & { pk: string; sk: string }>({
      IndexName,
      KeyConditionExpression: '#key = :pk',
      ProjectionExpression: 'id, companyId, #status, updatedAt, gsi3pk, gsi3sk',
      ExpressionAttributeNames: { '#key': key, '#status': 'status' },
      ExpressionAttributeValues: { ':pk': pk },
    });
    for (const item of items) found.set(item.id, item);
  }
  return [...found.values()];
}

/** Writes the entry's working-set keys while the ticket is still at the status and time read. */
async function indexEntry(table: Table, entry: Entry): Promise<boolean> {
  const wanted = ticketIndexKeys(entry as TicketRecord);
  try {
    await table.update(keys.ticket(entry.companyId, entry.id), {
      UpdateExpression: 'SET gsi3pk = :pk, gsi3sk = :sk',
      ConditionExpression: '#status = :status AND updatedAt = :updatedAt',
      ExpressionAttributeNames: { '#status': 'status' },
      ExpressionAttributeValues: {
        ':pk': wanted.gsi3pk,
        ':sk': wanted.gsi3sk,
        ':status': entry.status,
        ':updatedAt': entry.updatedAt,
      },
    });
    return true;
  } catch (error) {
    if (isConditionFailure(error)) return false;
    throw error;
  }
}
