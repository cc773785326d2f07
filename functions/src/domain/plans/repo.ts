import type { TransactItem } from '../../platform/guarded-transact.js';
import { keys } from '../../platform/keys.js';
import { isConditionFailure, type Table } from '../../platform/table.js';
import type { Plan } from './schema.js';

/**
 * The plan item also holds `companyCount`: how many companies name the plan, changed in the same transaction
 * that creates a company, moves it to another plan or deletes it (`planUseItem` / `planReleaseItem`), so a delete
 * of the plan checks one number instead of scanning companies (docs/decisions/036).
 */
type PlanItem = Plan & {
  pk: string;
  sk: string;
  gsi1pk: string;
  gsi1sk: string;
  companyCount?: number;
  createdAt: string;
  updatedAt: string;
};

const indexSort = (plan: Pick<Plan, 'id' | 'name'>) => `${plan.name.toLowerCase()}#${plan.id}`;

export async function getPlan(table: Table, planId: string): Promise<Plan | undefined> {
  const item = await table.get<PlanItem>(keys.plan(planId));
  return item ? toPlan(item) : undefined;
}

/** The plan as a new item: no company names it yet unless `companyCount` says so (a seeded company's own plan). */
export function planPutItem(plan: Plan, stamp: string, companyCount = 0): PlanItem {
  return {
    ...keys.plan(plan.id),
    gsi1pk: keys.plansIndex,
    gsi1sk: indexSort(plan),
    ...plan,
    companyCount,
    createdAt: stamp,
    updatedAt: stamp,
  };
}

export async function putPlan(table: Table, plan: Plan, now: Date): Promise<void> {
  await table.put({ ...planPutItem(plan, now.toISOString()) }, { ConditionExpression: 'attribute_not_exists(pk)' });
}

/** Sets the fields given (and the name's index entry); undefined when the plan does not exist. */
export async function updatePlanFields(
  table: Table,
  planId: string,
  fields: Partial<Omit<Plan, 'id'>>,
  updatedAt: string,
): Promise<Plan | undefined> {
  const set: Record<string, unknown> = { ...fields, updatedAt };
  if (fields.name !== undefined) set.gsi1sk = indexSort({ id: planId, name: fields.name });
  const names = Object.keys(set);
  try {
    const item = await table.update<PlanItem>(keys.plan(planId), {
      UpdateExpression: `SET ${names.map((_, i) => `#f${i} = :v${i}`).join(', ')}`,
      ConditionExpression: 'attribute_exists(pk)',
      ExpressionAttributeNames: Object.fromEntries(names.map((name, i) => [`#f${i}`, name])),
      ExpressionAttributeValues: Object.fromEntries(names.map((name, i) => [`:v${i}`, set[name]])),
      ReturnValues: 'ALL_NEW',
    });
    return toPlan(item);
  } catch (error) {
    if (isConditionFailure(error)) return undefined;
    throw error;
  }
}

/** Deletes the plan while no company names it: 'deleted', 'in-use' or 'missing'. */
export async function deletePlanIfUnused(table: Table, planId: string): Promise<'deleted' | 'in-use' | 'missing'> {
  try {
    await table.delete(keys.plan(planId), {
      ConditionExpression: 'attribute_exists(pk) AND (attribute_not_exists(companyCount) OR companyCount <= :zero)',
      ExpressionAttributeValues: { ':zero': 0 },
    });
    return 'deleted';
  } catch (error) {
    if (!isConditionFailure(error)) throw error;
    return (await table.get(keys.plan(planId))) ? 'in-use' : 'missing';
  }
}

export async function listPlans(table: Table): Promise<Plan[]> {
  const items = await table.queryAll<PlanItem>({
    IndexName: 'gsi1',
    KeyConditionExpression: 'gsi1pk = :pk',
    ExpressionAttributeValues: { ':pk': keys.plansIndex },
  });
  return items.map(toPlan);
}

/**
 * The plan half of a transaction that makes a company name the plan (create, or a change of plan): the plan must
 * exist (so a company never names a deleted plan) and its count of companies goes up by one.
 */
export function planUseItem(table: Table, planId: string): TransactItem {
  return {
    Update: {
      TableName: table.name,
      Key: keys.plan(planId),
      UpdateExpression: 'ADD companyCount :one',
      ConditionExpression: 'attribute_exists(pk)',
      ExpressionAttributeValues: { ':one': 1 },
    },
  };
}

/** The plan half of a transaction that makes a company stop naming the plan (a change of plan, a delete). */
export function planReleaseItem(table: Table, planId: string): TransactItem {
  return {
    Update: {
      TableName: table.name,
      Key: keys.plan(planId),
      UpdateExpression: 'ADD companyCount :minusOne',
      ConditionExpression: 'attribute_exists(pk)',
      ExpressionAttributeValues: { ':minusOne': -1 },
    },
  };
}

function toPlan(item: PlanItem): Plan {
  const { pk: _pk, sk: _sk, gsi1pk: _g, gsi1sk: _s, companyCount: _n, createdAt: _c, updatedAt: _u, ...plan } = item;
  return plan;
}
