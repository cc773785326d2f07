import { hashPassword } from '../auth/password.js';
import type { Deps } from '../../platform/deps.js';
import { newId } from '../../platform/ids.js';
import { keys } from '../../platform/keys.js';
import type { TransactItems } from '../../platform/table.js';
import { planPutItem, planUseItem } from '../plans/repo.js';
import type { Plan, PlanFlag } from '../plans/schema.js';
import { userItem } from '../users/repo.js';
import { companyPutItem } from './repo.js';

export interface NewCompany {
  companyName: string;
  adminName?: string;
  adminEmail: string;
  adminPassword: string;
  phone?: string | null;
  super?: boolean;
  /** YYYY-MM-DD; default one year from now. */
  dueDate?: string | null;
  plan?: Partial<Pick<Plan, 'name' | 'users' | 'connections' | 'queues' | 'value'>> &
    Partial<Record<PlanFlag, boolean>>;
  /** An existing plan (signup): its count of companies goes up in the same transaction instead of a new plan. */
  planId?: string;
}

/**
 * A company and its first admin in one transaction, with a plan of its own (first start, tests) or on an existing
 * plan (signup). Settings and weekly hours are not written: they read as the spec's defaults until saved.
 */
export async function createCompanyWithAdmin(deps: Deps, input: NewCompany, extra: TransactItems = []) {
  const now = deps.clock.now();
  const stamp = now.toISOString();
  const planId = input.planId ?? newId();
  const companyId = newId();
  const userId = newId();
  const dueDate =
    input.dueDate === undefined
      ? new Date(now.getTime() + 365 * 24 * 60 * 60 * 1000).toISOString().slice(0, 10)
      : input.dueDate;
  const t = deps.table.name;
  const company = {
    id: companyId,
    name: input.companyName,
    email: input.adminEmail,
    phone: input.phone ?? null,
    planId,
    status: true,
    campaignsEnabled: true,
    dueDate,
    recurrence: 'MENSAL' as const,
    createdAt: stamp,
    updatedAt: stamp,
  };
  const planName = input.plan?.name ?? 'Plano Padrão';
  await deps.table.transact([
    ...extra,
    input.planId
      ? planUseItem(deps.table, planId)
      : {
          Put: {
            TableName: t,
            // The plan is named by the company created with it: its count of companies starts at 1 (ADR 036).
            Item: planPutItem(
              { id: planId, name: planName, users: 10, connections: 5, queues: 10, value: 0, ...input.plan },
              stamp,
              1,
            ),
          },
        },
    {
      Put: {
        TableName: t,
        Item: {
          ...companyPutItem(company),
          userCount: 1,
        },
      },
    },
    {
      Put: {
        TableName: t,
        Item: userItem({
          id: userId,
          companyId,
          name: input.adminName ?? 'Admin',
          email: input.adminEmail.toLowerCase(),
          profile: 'admin',
          super: input.super ?? false,
          queueIds: [],
          whatsappId: null,
          allTicket: 'disable',
          online: false,
          passwordHash: await hashPassword(input.adminPassword),
          tokenVersion: 0,
          createdAt: stamp,
          updatedAt: stamp,
        }),
      },
    },
    {
      Put: {
        TableName: t,
        Item: { ...keys.email(input.adminEmail), userId, companyId },
        ConditionExpression: 'attribute_not_exists(pk)',
      },
    },
  ]);
  return { planId, companyId, userId, company };
}
