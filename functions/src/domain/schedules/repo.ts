import { keys } from '../../platform/keys.js';
import { revisedUpdate } from '../../platform/revised-update.js';
import { isConditionFailure, type Table } from '../../platform/table.js';
import type { Schedule } from './schema.js';

/** The stored schedule: the public fields, its company, revision and the claim of its one send. */
export interface ScheduleRecord extends Schedule {
  companyId: string;
  rev: number;
  /** Set by the one firing that won the send (docs/decisions/043): the id its message is stored under. */
  messageId: string | null;
  claimedAt: string | null;
}

type ScheduleItem = ScheduleRecord & { pk: string; sk: string; gsi1pk: string; gsi1sk: string };

const indexKeys = (record: Pick<ScheduleRecord, 'companyId' | 'sendAt' | 'id'>) => ({
  gsi1pk: keys.schedulesIndex(record.companyId),
  gsi1sk: `${record.sendAt}#${record.id}`,
});

export async function getScheduleRecord(table: Table, companyId: string, id: string) {
  const item = await table.get<ScheduleItem>(keys.schedule(companyId, id));
  return item ? toRecord(item) : undefined;
}

/** Every schedule of the company by sendAt (the calendar shows them all). */
export async function listScheduleRecords(table: Table, companyId: string): Promise<ScheduleRecord[]> {
  const items = await table.queryAll<ScheduleItem>({
    IndexName: 'gsi1',
    KeyConditionExpression: 'gsi1pk = :pk',
    ExpressionAttributeValues: { ':pk': keys.schedulesIndex(companyId) },
  });
  return items.map(toRecord);
}

export async function putScheduleRecord(table: Table, record: ScheduleRecord): Promise<void> {
  const item: ScheduleItem = { ...keys.schedule(record.companyId, record.id), ...indexKeys(record), ...record };
  await table.put({ ...item }, { ConditionExpression: 'attribute_not_exists(pk)' });
}

/** Writes `changes` if the schedule is still at the revision read; throws a condition failure otherwise. */
export async function updateScheduleRecord(
  table: Table,
  current: ScheduleRecord,
  changes: Partial<ScheduleRecord>,
): Promise<ScheduleRecord> {
  const fields = changes.sendAt ? { ...changes, ...indexKeys({ ...current, ...changes }) } : changes;
  const item = await table.update<ScheduleItem>(
    keys.schedule(current.companyId, current.id),
    revisedUpdate(fields, current.rev),
  );
  return toRecord(item);
}

export async function deleteScheduleRecord(table: Table, current: ScheduleRecord): Promise<void> {
  await table.delete(keys.schedule(current.companyId, current.id));
}

/**
 * Takes the schedule's one send: succeeds for a single caller while the schedule is pending at the `sendAt` the
 * timer was armed for and nobody claimed it; answers the claimed record, or undefined when another firing (or an
 * edit) came first.
 */
export async function claimScheduleSend(
  table: Table,
  current: ScheduleRecord,
  armedSendAt: string,
  claim: { messageId: string; at: string },
): Promise<ScheduleRecord | undefined> {
  try {
    const item = await table.update<ScheduleItem>(keys.schedule(current.companyId, current.id), {
      UpdateExpression: 'SET messageId = :messageId, claimedAt = :at ADD #rev :one',
      ConditionExpression:
        'attribute_exists(pk) AND #status = :pending AND sendAt = :armed AND ' +
        '(attribute_not_exists(messageId) OR messageId = :none)',
      ExpressionAttributeNames: { '#status': 'status', '#rev': 'rev' },
      ExpressionAttributeValues: {
        ':messageId': claim.messageId,
        ':at': claim.at,
        ':one': 1,
        ':pending': 'PENDENTE',
        ':armed': armedSendAt,
        ':none': null,
      },
    });
    return toRecord(item);
  } catch (error) {
    if (isConditionFailure(error)) return undefined;
    throw error;
  }
}

/** The outcome of the claimed send: ENVIADA with sentAt and ticket, or ERRO with its reason. */
export async function finishScheduleSend(
  table: Table,
  claimed: ScheduleRecord,
  outcome: Pick<ScheduleRecord, 'status' | 'sentAt' | 'reason' | 'ticketId' | 'updatedAt'>,
): Promise<ScheduleRecord | undefined> {
  const names: Record<string, string> = { '#rev': 'rev' };
  const values: Record<string, unknown> = { ':claim': claimed.messageId, ':one': 1 };
  const sets = Object.entries(outcome).map(([field, value], index) => {
    names[`#f${index}`] = field;
    values[`:f${index}`] = value;
    return `#f${index} = :f${index}`;
  });
  try {
    const item = await table.update<ScheduleItem>(keys.schedule(claimed.companyId, claimed.id), {
      UpdateExpression: `SET ${sets.join(', ')} ADD #rev :one`,
      ConditionExpression: 'attribute_exists(pk) AND messageId = :claim',
      ExpressionAttributeNames: names,
      ExpressionAttributeValues: values,
    });
    return toRecord(item);
  } catch (error) {
    if (isConditionFailure(error)) return undefined;
    throw error;
  }
}

function toRecord(item: ScheduleItem): ScheduleRecord {
  const { pk: _pk, sk: _sk, gsi1pk: _g, gsi1sk: _s, ...record } = item;
  return {
    ...record,
    sentAt: record.sentAt ?? null,
    reason: record.reason ?? null,
    ticketId: record.ticketId ?? null,
    mediaPath: record.mediaPath ?? null,
    mediaName: record.mediaName ?? null,
    messageId: record.messageId ?? null,
    claimedAt: record.claimedAt ?? null,
    rev: record.rev ?? 0,
  };
}
