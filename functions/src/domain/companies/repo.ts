import type { TransactItem } from '../../platform/guarded-transact.js';
import { keys } from '../../platform/keys.js';
import { isConditionFailure, type Table } from '../../platform/table.js';
import type { HoursEntry } from '../queues/schema.js';
import type { Company } from './schema.js';

type CompanyItem = Company & {
  pk: string;
  sk: string;
  gsi1pk: string;
  gsi1sk: string;
  userCount?: number;
  queueCount?: number;
  connectionCount?: number;
  /** The company's weekly hours (spec 2 §3); absent until the Horários tab saves them. */
  schedules?: HoursEntry[];
  /** Every live ticket of the company is in the working-set index (gsi3, docs/decisions/059). */
  workingSetIndexed?: boolean;
};

export async function getCompany(table: Table, companyId: string): Promise<Company | undefined> {
  const item = await table.get<CompanyItem>(keys.company(companyId));
  return item ? toCompany(item) : undefined;
}

/** The company and its stored weekly hours (undefined when never saved), from one read. */
export async function getCompanyWithSchedules(
  table: Table,
  companyId: string,
): Promise<{ company: Company; schedules: HoursEntry[] | undefined } | undefined> {
  const item = await table.get<CompanyItem>(keys.company(companyId));
  return item && { company: toCompany(item), schedules: item.schedules };
}

/**
 * Stores the weekly hours on the company item by an update of that one attribute, so the counters and fields
 * other writers change meanwhile are kept. Undefined when the company does not exist.
 */
export async function setCompanySchedules(
  table: Table,
  companyId: string,
  schedules: HoursEntry[],
  updatedAt: string,
): Promise<{ company: Company; schedules: HoursEntry[] } | undefined> {
  try {
    const item = await table.update<CompanyItem>(keys.company(companyId), {
      UpdateExpression: 'SET schedules = :schedules, updatedAt = :updatedAt',
      ConditionExpression: 'attribute_exists(pk)',
      ExpressionAttributeValues: { ':schedules': schedules, ':updatedAt': updatedAt },
    });
    return { company: toCompany(item), schedules };
  } catch (error) {
    if (isConditionFailure(error)) return undefined;
    throw error;
  }
}

/** Counters kept on the company item for the plan limits (users, queues, connections). */
export async function getCompanyCounters(table: Table, companyId: string): Promise<Record<CompanyCounter, number>> {
  const item = await table.get<CompanyItem>(keys.company(companyId));
  return {
    userCount: item?.userCount ?? 0,
    queueCount: item?.queueCount ?? 0,
    connectionCount: item?.connectionCount ?? 0,
  };
}

export function companyPutItem(company: Company): CompanyItem {
  return {
    ...keys.company(company.id),
    gsi1pk: keys.companiesIndex,
    gsi1sk: `${company.name.toLowerCase()}#${company.id}`,
    ...company,
    userCount: 0,
    queueCount: 0,
    connectionCount: 0,
    // A new company's tickets are written with their working-set keys from the first.
    workingSetIndexed: true,
  };
}

export async function listCompanies(table: Table): Promise<Company[]> {
  const items = await table.queryAll<CompanyItem>({
    IndexName: 'gsi1',
    KeyConditionExpression: 'gsi1pk = :pk',
    ExpressionAttributeValues: { ':pk': keys.companiesIndex },
  });
  return items.map(toCompany);
}

/** The company's public fields, whatever else its item holds. */
export function toCompany(item: Company): Company {
  return {
    id: item.id,
    name: item.name,
    email: item.email ?? null,
    phone: item.phone ?? null,
    planId: item.planId,
    status: item.status,
    campaignsEnabled: item.campaignsEnabled,
    dueDate: item.dueDate ?? null,
    recurrence: item.recurrence ?? null,
    createdAt: item.createdAt,
    updatedAt: item.updatedAt,
  };
}

/** The counters on the company item that the plan limits are enforced against. */
export type CompanyCounter = 'userCount' | 'queueCount' | 'connectionCount';

/**
 * The company half of a transaction that adds a user, a queue or a connection: the counter goes up by one only while it is
 * below `bound`, so concurrent adds at the limit cannot both pass.
 */
export function counterIncrementItem(
  table: Table,
  companyId: string,
  counter: CompanyCounter,
  bound: number,
): TransactItem {
  return {
    Update: {
      TableName: table.name,
      Key: keys.company(companyId),
      UpdateExpression: 'ADD #counter :one',
      ConditionExpression: 'attribute_exists(pk) AND (attribute_not_exists(#counter) OR #counter < :bound)',
      ExpressionAttributeNames: { '#counter': counter },
      ExpressionAttributeValues: { ':one': 1, ':bound': bound },
    },
  };
}

export function counterDecrementItem(table: Table, companyId: string, counter: CompanyCounter): TransactItem {
  return {
    Update: {
      TableName: table.name,
      Key: keys.company(companyId),
      UpdateExpression: 'ADD #counter :minusOne',
      ConditionExpression: 'attribute_exists(pk)',
      ExpressionAttributeNames: { '#counter': counter },
      ExpressionAttributeValues: { ':minusOne': -1 },
    },
  };
}

/** A transaction check that the counter is at most `max` when the transaction commits. */
export function counterAtMostItem(table: Table, companyId: string, counter: CompanyCounter, max: number): TransactItem {
  return {
    ConditionCheck: {
      TableName: table.name,
      Key: keys.company(companyId),
      ConditionExpression: 'attribute_not_exists(#counter) OR #counter <= :max',
      ExpressionAttributeNames: { '#counter': counter },
      ExpressionAttributeValues: { ':max': max },
    },
  };
}
