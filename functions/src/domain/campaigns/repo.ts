import { keys } from '../../platform/keys.js';
import { revisedUpdate } from '../../platform/revised-update.js';
import { isConditionFailure, type Table } from '../../platform/table.js';
import type { Campaign, CampaignCounts, CampaignStatus } from './schema.js';

/** The stored campaign: the public fields, its company, revision and the engine's driving state (ADR 048). */
export interface CampaignRecord extends Campaign {
  companyId: string;
  rev: number;
  /** Which start of the campaign the engine's jobs belong to (a restart begins another run). */
  run: number;
  /** The token of the one live send job (`idle` when nothing is due, e.g. waiting for confirmations). */
  tickToken: string | null;
  /** When that job is due (epoch ms): the watchdog revives a chain whose job is long overdue. */
  tickDueAt: number;
  /** The run whose recipients are all written (the counts' `valid` is final for it). */
  preparedRun?: number;
  /** The recipient (number) whose send the chain last handed to the session host. */
  inFlight?: string | null;
  /** The attachment's stored type (by content), so a send needs no read of the file. */
  mediaMimetype?: string | null;
}

type CampaignItem = CampaignRecord & { pk: string; sk: string; gsi1pk: string; gsi1sk: string };

export const EMPTY_COUNTS: CampaignCounts = {
  valid: 0,
  confirmationRequested: 0,
  confirmed: 0,
  delivered: 0,
  failed: 0,
};

export async function getCampaignRecord(table: Table, companyId: string, id: string) {
  const item = await table.get<CampaignItem>(keys.campaign(companyId, id));
  return item ? toCampaignRecord(item) : undefined;
}

/** Every campaign of the company, newest first (a company keeps tens, not thousands). */
export async function listCampaignRecords(table: Table, companyId: string): Promise<CampaignRecord[]> {
  const items = await table.queryAll<CampaignItem>({
    IndexName: 'gsi1',
    KeyConditionExpression: 'gsi1pk = :pk',
    ExpressionAttributeValues: { ':pk': keys.campaignsIndex(companyId) },
    ScanIndexForward: false,
  });
  return items.map(toCampaignRecord);
}

export async function putCampaignRecord(table: Table, record: CampaignRecord): Promise<void> {
  const item: CampaignItem = {
    ...keys.campaign(record.companyId, record.id),
    gsi1pk: keys.campaignsIndex(record.companyId),
    gsi1sk: `${record.createdAt}#${record.id}`,
    ...record,
  };
  await table.put({ ...item }, { ConditionExpression: 'attribute_not_exists(pk)' });
}

/** Writes `changes` if the campaign is still at the revision read; throws a condition failure otherwise. */
export async function updateCampaignRecord(
  table: Table,
  current: CampaignRecord,
  changes: Partial<CampaignRecord>,
): Promise<CampaignRecord> {
  const item = await table.update<CampaignItem>(
    keys.campaign(current.companyId, current.id),
    revisedUpdate(changes, current.rev),
  );
  return toCampaignRecord(item);
}

/**
 * Moves the campaign from one of `from` to `to` with `changes` (no revision check: the status is the guard, so a
 * count moving at the same time does not make a cancel fail). Answers undefined when the status was not in `from`.
 */
export async function moveCampaignStatus(
  table: Table,
  companyId: string,
  id: string,
  from: readonly CampaignStatus[],
  to: CampaignStatus,
  changes: Partial<CampaignRecord> = {},
): Promise<CampaignRecord | undefined> {
  const names: Record<string, string> = { '#status': 'status', '#rev': 'rev' };
  const values: Record<string, unknown> = { ':to': to, ':one': 1 };
  const sets = ['#status = :to'];
  Object.entries(changes).forEach(([field, value], index) => {
    names[`#f${index}`] = field;
    values[`:f${index}`] = value;
    sets.push(`#f${index} = :f${index}`);
  });
  from.forEach((status, index) => (values[`:from${index}`] = status));
  const allowed = from.map((_, index) => `:from${index}`).join(', ');
  try {
    const item = await table.update<CampaignItem>(keys.campaign(companyId, id), {
      UpdateExpression: `SET ${sets.join(', ')} ADD #rev :one`,
      ConditionExpression: `attribute_exists(pk) AND #status IN (${allowed})`,
      ExpressionAttributeNames: names,
      ExpressionAttributeValues: values,
    });
    return toCampaignRecord(item);
  } catch (error) {
    if (isConditionFailure(error)) return undefined;
    throw error;
  }
}

export async function deleteCampaignRecord(table: Table, companyId: string, id: string): Promise<void> {
  await table.delete(keys.campaign(companyId, id));
}

export function toCampaignRecord(item: CampaignItem | CampaignRecord): CampaignRecord {
  const { pk: _pk, sk: _sk, gsi1pk: _g, gsi1sk: _s, ...record } = item as CampaignItem;
  return {
    ...record,
    scheduledAt: record.scheduledAt ?? null,
    completedAt: record.completedAt ?? null,
    mediaPath: record.mediaPath ?? null,
    mediaName: record.mediaName ?? null,
    counts: { ...EMPTY_COUNTS, ...record.counts },
    rev: record.rev ?? 0,
    run: record.run ?? 0,
    tickToken: record.tickToken ?? null,
    tickDueAt: record.tickDueAt ?? 0,
  };
}
