import { hashPassword } from '../auth/password.js';
import type { Deps } from '../../platform/deps.js';
import { newId } from '../../platform/ids.js';
import { keys } from '../../platform/keys.js';
import type { TransactItems } from '../../platform/table.js';
import { planPutItem } from '../plans/repo.js';
import type { Plan, PlanFlag } from '../plans/schema.js';
import { userItem } from '../users/repo.js';
import { companyPutItem } from './repo.js';

export interface NewCompany {
  companyName: string;
  adminName?: string;
  adminEmail: string;
  adminPassword: string;
  super?: boolean;
  /** YYYY-MM-DD; default one year from now. */
  dueDate?: string | null;
  plan?: Partial<Pick<Plan, 'name' | 'users' | 'connections' | 'queues' | 'value'>> &
    Partial<Record<PlanFlag, boolean>>;
}

/** A plan, a company and its first admin in one transaction (first start, tests, and later signup). */
export async function createCompanyWithAdmin(deps: Deps, input: NewCompany, extra: TransactItems = []) {
  const now = deps.clock.now();
  const stamp = now.toISOString();
  const planId = newId();
  const companyId = newId();
  const userId = newId();
  const dueDate =
    input.dueDate === undefined
      ? new Date(now.getTime() + 365 * 24 * 60 * 60 * 1000).toISOString().slice(0, 10)
      : input.dueDate;
  const t = deps.table.name;
  const planName = input.plan?.name ?? 'Plano Padrão';
  await deps.table.transact([
    ...extra,
    {
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
          ...companyPutItem({
            id: companyId,
            name: input.companyName,
            email: input.adminEmail,
            phone: null,
            planId,
            status: true,
            campaignsEnabled: true,
            dueDate,
            recurrence: 'MENSAL',
            createdAt: stamp,
            updatedAt: stamp,
          }),
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
  return { planId, companyId, userId };
}
