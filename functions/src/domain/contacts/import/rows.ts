import type { Deps } from '../../../platform/deps.js';
import { retryOnStale, transactGuarded, type TransactItem } from '../../../platform/guarded-transact.js';
import { keys } from '../../../platform/keys.js';
import { definedFields } from '../../../platform/revised-update.js';
import { failedConditions, isConditionFailure, type Item } from '../../../platform/table.js';
import { recordNewContact } from '../../dashboard/stats.js';
import {
  contactCreateItems,
  getContactRecord,
  getContactRecords,
  newContactRecord,
  type ContactRecord,
} from '../repo.js';
import { tokenWrites } from '../search-token-writes.js';
import { contactEditWrites } from '../service.js';

/** A valid row of the file: the first of its number. */
export interface ImportRow {
  line: number;
  name: string;
  number: string;
  email: string;
}

export interface RowCounts {
  created: number;
  updated: number;
}

/** DynamoDB's limit of keys in one BatchGetItem: a chunk's numbers are read that many at a time, side by side. */
const BATCH_GET_KEYS = 100;
/** DynamoDB's limit of items in one TransactWrite. */
const MAX_TRANSACTION_ITEMS = 100;
/** Transactions (creates) or contacts (updates) written at once by one chunk (bench/contacts-import.bench.ts). */
const CONCURRENCY = 8;

/**
 * Writes a chunk of rows: a row whose number is new creates its contact, many contacts per transaction; a row
 * whose number has a contact updates its name (and email, when the row has one). Safe to run again on the same
 * rows: the number item a row creates remembers the import, so a row created by an earlier, interrupted run is
 * counted as created and not written twice; an update that finds the contact as the row says writes nothing.
 */
export async function writeRows(deps: Deps, companyId: string, importId: string, rows: ImportRow[]) {
  const counts: RowCounts = { created: 0, updated: 0 };
  const owners = await numberOwners(deps, companyId, rows);
  const fresh: ImportRow[] = [];
  const taken: { row: ImportRow; contactId: string }[] = [];
  const createdBefore: string[] = [];
  for (const row of rows) {
    const owner = owners.get(row.number);
    if (!owner) fresh.push(row);
    else if (owner.importId === importId) createdBefore.push(owner.contactId);
    else taken.push({ row, contactId: owner.contactId });
  }
  // A run that stopped after a contact's transaction may not have written its tokens: written again (the same items).
  counts.created += createdBefore.length;
  await writeTokens(deps, await getContactRecords(deps.table, companyId, createdBefore));
  const lost = await createContacts(deps, companyId, importId, fresh, counts);
  taken.push(...(await numberOwnersOf(deps, companyId, lost)));
  await inParallel(taken, async ({ row, contactId }) => {
    await updateFromRow(deps, companyId, contactId, row);
    counts.updated += 1;
  });
  return counts;
}

interface NumberItem {
  pk: string;
  sk: string;
  contactId: string;
  importId?: string;
}

async function numberOwners(deps: Deps, companyId: string, rows: ImportRow[]): Promise<Map<string, NumberItem>> {
  const pages = [];
  for (let start = 0; start < rows.length; start += BATCH_GET_KEYS)
    pages.push(rows.slice(start, start + BATCH_GET_KEYS));
  const found = await Promise.all(
    pages.map((page) =>
      deps.table.batchGet<NumberItem>(
        page.map((row) => keys.contactNumber(companyId, row.number)),
        true,
      ),
    ),
  );
  const items = found.flat();
  const numberOf = new Map(rows.map((row) => [keys.contactNumber(companyId, row.number).pk, row.number]));
  return new Map(items.map((item) => [numberOf.get(item.pk) ?? '', item]));
}

/** The rows another writer created meanwhile, with the contact that now holds their number. */
async function numberOwnersOf(deps: Deps, companyId: string, rows: ImportRow[]) {
  const owners = await numberOwners(deps, companyId, rows);
  return rows.flatMap((row) => {
    const owner = owners.get(row.number);
    return owner ? [{ row, contactId: owner.contactId }] : [];
  });
}

/**
 * New contacts, as many to a transaction as its 100 items allow. A number taken meanwhile (its item's
 * condition fails) cancels its transaction: the others are written again without it, and it is answered
 * back to be updated instead.
 */
async function createContacts(deps: Deps, companyId: string, importId: string, rows: ImportRow[], counts: RowCounts) {
  const now = deps.clock.now().toISOString();
  const creations = rows.map((row) => {
    const record = newContactRecord(companyId, { name: row.name, number: row.number, email: row.email }, now);
    return { row, record, items: creationItems(deps, record, importId) };
  });
  const lost: ImportRow[] = [];
  await inParallel(packed(creations), async (group) => {
    let pending = group;
    while (pending.length > 0) {
      const failed = await transactCreations(deps, pending);
      if (failed.size === 0) {
        await writeTokens(
          deps,
          pending.map((creation) => creation.record),
        );
        counts.created += pending.length;
        return;
      }
      lost.push(...pending.filter((_, index) => failed.has(index)).map((creation) => creation.row));
      pending = pending.filter((_, index) => !failed.has(index));
    }
  });
  // One count for the chunk: the dashboard's leads are a best-effort tally (dashboard/stats.ts).
  await recordNewContact(deps, companyId, now, rows.length - lost.length);
  return lost;
}

type Creation = { row: ImportRow; record: ContactRecord; items: TransactItem[] };

/**
 * The contacts' search token items (docs/decisions/022), put in batch writes after their contacts' transaction
 * (docs/decisions/028): ~30 items a contact would leave 3 contacts to a 100-item transaction, 2 leave 50. A
 * contact is found by search once they are written; a chunk run again writes them again.
 */
async function writeTokens(deps: Deps, records: ContactRecord[]): Promise<void> {
  const items = records.flatMap((record) =>
    tokenWrites(deps.table, record.companyId, record.id, undefined, record).flatMap((write) =>
      write.Put ? [write.Put.Item as Item] : [],
    ),
  );
  await deps.table.batchPut(items);
}

/** Writes the contacts at once; answers which of them (by position) lost their number to another writer. */
async function transactCreations(deps: Deps, creations: Creation[]): Promise<Set<number>> {
  const owner = creations.flatMap((creation, index) => creation.items.map(() => index));
  try {
    await transactGuarded(
      deps.table,
      creations.flatMap((creation) => creation.items.map((item) => ({ item }))),
    );
    return new Set();
  } catch (error) {
    if (!isConditionFailure(error)) throw error;
    return new Set(failedConditions(error).map((position) => owner[position] ?? -1));
  }
}

/**
 * The contact's items, its number item marked with the import that wrote it (see writeRows), without its search
 * tokens (`writeTokens` puts them after the transaction).
 */
function creationItems(deps: Deps, record: ContactRecord, importId: string): TransactItem[] {
  const [numberItem, ...rest] = contactCreateItems(deps.table, record);
  if (!numberItem?.Put) throw new Error('A contact is written with its number item');
  const tokenPartition = keys.contactSearch(record.companyId);
  const others = rest.filter((item) => item.Put?.Item?.pk !== tokenPartition);
  return [{ Put: { ...numberItem.Put, Item: { ...numberItem.Put.Item, importId } } }, ...others];
}

function packed(creations: Creation[]): Creation[][] {
  const groups: Creation[][] = [];
  let size = MAX_TRANSACTION_ITEMS;
  for (const creation of creations) {
    if (size + creation.items.length > MAX_TRANSACTION_ITEMS) {
      groups.push([]);
      size = 0;
    }
    groups.at(-1)?.push(creation);
    size += creation.items.length;
  }
  return groups;
}

/** The row's name, and its email when it has one, on the contact (nothing written when they already are). */
async function updateFromRow(deps: Deps, companyId: string, contactId: string, row: ImportRow): Promise<void> {
  await retryOnStale(async () => {
    const current = await getContactRecord(deps.table, companyId, contactId);
    if (!current) return;
    const changes = definedFields({ name: row.name, email: row.email || undefined });
    if (Object.entries(changes).every(([field, value]) => current[field as keyof typeof changes] === value)) return;
    const stamped = { ...changes, updatedAt: deps.clock.now().toISOString() };
    await transactGuarded(deps.table, contactEditWrites(deps, current, stamped));
  });
}

/**
 * Runs `work` over the items, a few at once. After a failure no item is started and the failure is thrown
 * once the writes under way have settled, so a retried job never races writes left over from its last run.
 */
async function inParallel<T>(items: T[], work: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  let failed = false;
  const worker = async () => {
    while (!failed && next < items.length) {
      const item = items[next++] as T;
      await work(item).catch((error: unknown) => {
        failed = true;
        throw error;
      });
    }
  };
  const settled = await Promise.allSettled(Array.from({ length: Math.min(CONCURRENCY, items.length) }, worker));
  const failure = settled.find((result) => result.status === 'rejected');
  if (failure) throw failure.reason;
}
