import { hashPassword } from '../auth/password.js';
import { addDays, dayOf } from '../common/company-time.js';
import type { Deps } from '../../platform/deps.js';
import { AppError } from '../../platform/errors.js';
import { newId } from '../../platform/ids.js';
import { keys } from '../../platform/keys.js';
import { failedConditions, type TransactItems } from '../../platform/table.js';
import { planPutItem, planUseItem } from '../plans/repo.js';
import type { Plan, PlanFlag } from '../plans/schema.js';
import { userItem } from '../users/repo.js';
import { emailTaken } from '../users/email-claims.js';
import { companyNameClaimItem } from './name-claim.js';
import { companyPutItem } from './repo.js';
import type { Company } from './schema.js';

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
  /** The company's own fields as a super user sets them (POST /companies); signup and seeds take the defaults. */
  status?: boolean;
  campaignsEnabled?: boolean;
  recurrence?: NonNullable<Company['recurrence']>;
}

/** Positions in the transaction after `extra`: the plan's count first, the e-mail's and the name's claims last. */
const PLAN_ITEM = 0;
const EMAIL_ITEM = 3;
const NAME_ITEM = 4;

/**
 * A company as a form names it (signup, the Empresas tab): the company's name is its first admin's, on an existing
 * plan, with the admin's e-mail and password.
 */
export function namedCompany(form: {
  name: string;
  email: string;
  password: string;
  phone?: string | null;
  planId: string;
}): NewCompany {
  return {
    companyName: form.name,
    adminName: form.name,
    adminEmail: form.email,
    adminPassword: form.password,
    phone: form.phone || null,
    planId: form.planId,
  };
}

/** Why the transaction of `createCompanyWithAdmin` was refused, from its failed conditions (after `extra`). */
export type CreationRefusal = 'plan' | 'email' | 'name';

export function creationRefusal(error: unknown, extraCount = 0): CreationRefusal | undefined {
  const failed = failedConditions(error).map((index) => index - extraCount);
  if (failed.includes(PLAN_ITEM)) return 'plan';
  if (failed.includes(EMAIL_ITEM)) return 'email';
  if (failed.includes(NAME_ITEM)) return 'name';
  return undefined;
}

export const companyNameInUse = () =>
  new AppError('ERR_COMPANY_NAME_IN_USE', 409, 'Já existe uma empresa com este nome.');

/** The refusal as the API answers it: a missing plan as `planMissing` says, a taken e-mail or name by its code. */
export function creationError(error: unknown, planMissing: () => AppError, extraCount = 0): unknown {
  const refusal = creationRefusal(error, extraCount);
  if (refusal === 'plan') return planMissing();
  if (refusal === 'email') return emailTaken();
  if (refusal === 'name') return companyNameInUse();
  return error;
}

/**
 * A company and its first admin in one transaction, with a plan of its own (first start, tests) or on an existing
 * plan (signup, a super user's POST /companies), and the claim of its name (docs/decisions/039). Settings and weekly hours are not written: they read as the spec's defaults until saved.
 */
export async function createCompanyWithAdmin(deps: Deps, input: NewCompany, extra: TransactItems = []) {
  const now = deps.clock.now();
  const stamp = now.toISOString();
  const planId = input.planId ?? newId();
  const companyId = newId();
  const userId = newId();
  const dueDate = input.dueDate === undefined ? addDays(dayOf(now), 365) : input.dueDate;
  const t = deps.table.name;
  const company = {
    id: companyId,
    name: input.companyName,
    email: input.adminEmail,
    phone: input.phone ?? null,
    planId,
    status: input.status ?? true,
    campaignsEnabled: input.campaignsEnabled ?? true,
    dueDate,
    recurrence: input.recurrence ?? ('MENSAL' as const),
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
    companyNameClaimItem(deps.table, input.companyName, companyId),
  ]);
  return { planId, companyId, userId, company };
}
