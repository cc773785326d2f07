import { keys } from '../../platform/keys.js';
import type { Table } from '../../platform/table.js';
import type { Plan } from './schema.js';

type PlanItem = Plan & { pk: string; sk: string; gsi1pk: string; gsi1sk: string; createdAt: string; updatedAt: string };

export async function getPlan(table: Table, planId: string): Promise<Plan | undefined> {
  const item = await table.get<PlanItem>(keys.plan(planId));
  return item ? toPlan(item) : undefined;
}

export async function putPlan(table: Table, plan: Plan, now: Date): Promise<void> {
  const stamp = now.toISOString();
  await table.put({
    ...keys.plan(plan.id),
    gsi1pk: keys.plansIndex,
    gsi1sk: `${plan.name.toLowerCase()}#${plan.id}`,
    ...plan,
    createdAt: stamp,
    updatedAt: stamp,
  });
}

export async function listPlans(table: Table): Promise<Plan[]> {
  const items = await table.queryAll<PlanItem>({
    IndexName: 'gsi1',
    KeyConditionExpression: 'gsi1pk = :pk',
    ExpressionAttributeValues: { ':pk': keys.plansIndex },
  });
  return items.map(toPlan);
}

function toPlan(item: PlanItem): Plan {
  const { pk: _pk, sk: _sk, gsi1pk: _g, gsi1sk: _s, createdAt: _c, updatedAt: _u, ...plan } = item;
  return plan;
}
