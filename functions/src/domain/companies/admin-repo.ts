import { StaleRecord, type GuardedWrite } from '../../platform/guarded-transact.js';
import { keys } from '../../platform/keys.js';
import { isConditionFailure, type Table } from '../../platform/table.js';
import { planReleaseItem, planUseItem } from '../plans/repo.js';
import { companyNameClaimItem, companyNameReleaseItem, sameCompanyName } from './name-claim.js';
import type { Company } from './schema.js';

/** The company item as the administration reads it: whether a deletion has begun (docs/decisions/039). */
export type StoredCompany = Company & {
  pk: string;
  sk: string;
  deletedAt?: string;
  /** Every live ticket is in the working-set index (gsi3): lists over every queue read it (docs/decisions/059). */
  workingSetIndexed?: boolean;
};

export async function getStoredCompany(table: Table, companyId: string): Promise<StoredCompany | undefined> {
  return table.get<StoredCompany>(keys.company(companyId));
}

/** Every company on the list, by name (gsi1); a company being deleted has left it. */
export async function listStoredCompanies(table: Table): Promise<StoredCompany[]> {
  const items = await table.queryAll<StoredCompany>({
    IndexName: 'gsi1',
    KeyConditionExpression: 'gsi1pk = :pk',
    ExpressionAttributeValues: { ':pk': keys.companiesIndex },
  });
  return items.filter((item) => item.deletedAt === undefined);
}

export type CompanyChanges = Partial<Omit<Company, 'id' | 'createdAt'>>;

/**
 * The writes of an update of `current`: the company item (only while it is as read and not being deleted), the
 * plans' counts of companies when the plan changes (the old one released, the new one used: it must exist) and
 * the name's claim when the name changes. Listed so the most telling refusal wins: the new plan, then the name.
 */
export function companyUpdateWrites(
  table: Table,
  current: StoredCompany,
  changes: CompanyChanges,
  errors: { planMissing: () => Error; nameInUse: () => Error },
): GuardedWrite[] {
  const set: Record<string, unknown> = { ...changes };
  if (changes.name !== undefined) set.gsi1sk = `${changes.name.toLowerCase()}#${current.id}`;
  const names = Object.keys(set);
  const writes: GuardedWrite[] = [];
  const planChanged = changes.planId !== undefined && changes.planId !== current.planId;
  if (planChanged) {
    writes.push({ item: planUseItem(table, changes.planId!), onConditionFailure: errors.planMissing });
    writes.push({ item: planReleaseItem(table, current.planId) });
  }
  if (changes.name !== undefined && !sameCompanyName(changes.name, current.name)) {
    writes.push({ item: companyNameClaimItem(table, changes.name, current.id), onConditionFailure: errors.nameInUse });
    writes.push({ item: companyNameReleaseItem(table, current.name, current.id) });
  }
  writes.push({
    item: {
      Update: {
        TableName: table.name,
        Key: keys.company(current.id),
        UpdateExpression: `SET ${names.map((_, i) => `#f${i} = :v${i}`).join(', ')}`,
        ConditionExpression:
          'attribute_exists(pk) AND attribute_not_exists(deletedAt) AND planId = :oldPlan AND #name = :oldName',
        ExpressionAttributeNames: { ...Object.fromEntries(names.map((name, i) => [`#f${i}`, name])), '#name': 'name' },
        ExpressionAttributeValues: {
          ...Object.fromEntries(names.map((name, i) => [`:v${i}`, set[name]])),
          ':oldPlan': current.planId,
          ':oldName': current.name,
        },
      },
    },
    onConditionFailure: () => new StaleRecord(),
  });
  return writes;
}

/**
 * The first second of a deletion (docs/decisions/039): one write marks the company (`deletedAt`) and takes it off
 * the list; login, refresh and every request of its users are refused from then on. Answers the company as it
 * was, or undefined when it does not exist. Marking a company already being deleted changes nothing.
 */
export async function markCompanyDeleting(
  table: Table,
  companyId: string,
  deletedAt: string,
): Promise<StoredCompany | undefined> {
  const current = await getStoredCompany(table, companyId);
  if (!current || current.deletedAt !== undefined) return current;
  try {
    await table.update(keys.company(companyId), {
      UpdateExpression: 'SET deletedAt = :at, #status = :off REMOVE gsi1pk, gsi1sk',
      ConditionExpression: 'attribute_exists(pk) AND attribute_not_exists(deletedAt)',
      ExpressionAttributeNames: { '#status': 'status' },
      ExpressionAttributeValues: { ':at': deletedAt, ':off': false },
    });
    return current;
  } catch (error) {
    // Another delete marked it first (or it went): as that one left it.
    if (isConditionFailure(error)) return getStoredCompany(table, companyId);
    throw error;
  }
}
