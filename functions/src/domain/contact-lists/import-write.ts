import type { Deps } from '../../platform/deps.js';
import { transactGuarded } from '../../platform/guarded-transact.js';
import { newId } from '../../platform/ids.js';
import { keys } from '../../platform/keys.js';
import { isConditionFailure } from '../../platform/table.js';
import type { ListImportRow } from './import-file.js';
import { upsertItem } from './items.js';
import { itemPutItem, listCountsItem, numberClaimItem, type ContactListItemRecord } from './repo.js';
import { listNotFound } from './service.js';

/** New items per transaction: a claim and an item each, plus the list's count (DynamoDB's limit is 100). */
const NEW_PER_TRANSACTION = 49;

/**
 * Writes the rows into the list: a number the list (or an earlier row) already holds is merged into that item,
 * a new one is added with its claim. New numbers go in transactions of 49 with the list's count; a number taken
 * meanwhile by another writer sends its batch through the one-by-one path, which merges.
 */
export async function writeListImport(
  deps: Deps,
  companyId: string,
  contactListId: string,
  rows: ListImportRow[],
): Promise<{ created: number; merged: number }> {
  const byNumber = new Map<string, ListImportRow>();
  for (const row of rows) byNumber.set(row.number, row); // a later row of the same number wins
  const unique = [...byNumber.values()];
  let created = 0;
  let merged = rows.length - unique.length;
  for (let start = 0; start < unique.length; start += NEW_PER_TRANSACTION) {
    const batch = unique.slice(start, start + NEW_PER_TRANSACTION);
    const claims = await deps.table.batchGet<{ pk: string; sk: string }>(
      batch.map((row) => keys.contactListNumber(companyId, contactListId, row.number)),
      true,
    );
    const held = new Set(claims.map((claim) => claim.pk));
    const fresh = batch.filter((row) => !held.has(keys.contactListNumber(companyId, contactListId, row.number).pk));
    const existing = batch.filter((row) => !fresh.includes(row));
    const wrote = fresh.length > 0 && (await addAll(deps, companyId, contactListId, fresh));
    const oneByOne = wrote ? existing : batch;
    for (const row of oneByOne) {
      const result = await upsertItem(deps, companyId, contactListId, row);
      if (result.merged) merged++;
      else created++;
    }
    if (wrote) created += fresh.length;
  }
  return { created, merged };
}

/** False when a number was claimed meanwhile (nothing written then); the list gone is a 404. */
async function addAll(deps: Deps, companyId: string, contactListId: string, rows: ListImportRow[]) {
  const now = deps.clock.now().toISOString();
  const items: ContactListItemRecord[] = rows.map(({ name, number, email }) => ({
    id: newId(),
    companyId,
    contactListId,
    name,
    number,
    email,
    isWhatsappValid: null,
    createdAt: now,
    updatedAt: now,
    rev: 0,
  }));
  try {
    await transactGuarded(deps.table, [
      {
        item: listCountsItem(deps.table, companyId, contactListId, { contactsCount: items.length }),
        onConditionFailure: listNotFound,
      },
      ...items.flatMap((item) => [
        { item: numberClaimItem(deps.table, item) },
        { item: itemPutItem(deps.table, item) },
      ]),
    ]);
    return true;
  } catch (error) {
    if (isConditionFailure(error)) return false;
    throw error;
  }
}
