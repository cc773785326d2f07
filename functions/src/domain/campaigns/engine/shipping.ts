import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import type { Deps } from '../../../platform/deps.js';
import { keys } from '../../../platform/keys.js';
import { isConditionFailure, type Table } from '../../../platform/table.js';

/**
 * One recipient of a campaign (ADR 048): written once per campaign (conditional put), so a restart or a repeated
 * prepare never makes a second. `state` only moves forward, each move conditional on the one before and
 * written with the campaign's counter in one transaction, so every count moves exactly once.
 * pending → (confirmation) requesting → requested → confirmed → sending → delivered | failed; pending → sending.
 * `requesting` and `sending` are claimed sends: the claim comes before the send, the provider's `sent` after.
 */
export type ShippingState = 'pending' | 'requesting' | 'requested' | 'confirmed' | 'sending' | 'delivered' | 'failed';

export interface Shipping {
  campaignId: string;
  companyId: string;
  number: string;
  name: string;
  email: string;
  /** Its place among the campaign's recipients: picks its message and confirmation message by rotation. */
  ordinal: number;
  state: ShippingState;
  confirmationRequestedAt: string | null;
  confirmedAt: string | null;
  deliveredAt: string | null;
  failedAt: string | null;
  reason: string | null;
  /** Parts queued for it so far, and those the session host reported sent (or failed): equal when none is in hand. */
  partsQueued?: number;
  partsSent?: number;
  /** When its last send was claimed, and the connection's pace slot it took was planned for (epoch ms). */
  claimedAt?: number;
  plannedAt?: number;
}

type ShippingItem = Shipping & { pk: string; sk: string; gsi1pk?: string; gsi1sk?: string };

const shippingKey = (s: Pick<Shipping, 'companyId' | 'campaignId' | 'number'>) =>
  keys.campaignShipping(s.companyId, s.campaignId, s.number);
/** The due index entry: present while the recipient waits for a send (pending, confirmed or claimed, not queued). */
const dueEntry = (s: Pick<Shipping, 'companyId' | 'campaignId' | 'ordinal' | 'number'>) => ({
  gsi1pk: keys.campaignDueIndex(s.companyId, s.campaignId),
  gsi1sk: `${String(s.ordinal).padStart(9, '0')}#${s.number}`,
});

/** Writes the recipient if the campaign has none for this number; answers whether it was new. */
export async function putShippingOnce(table: Table, shipping: Shipping): Promise<boolean> {
  try {
    await table.put(
      { ...shippingKey(shipping), ...dueEntry(shipping), ...shipping },
      {
        ConditionExpression: 'attribute_not_exists(pk)',
      },
    );
    return true;
  } catch (error) {
    if (isConditionFailure(error)) return false;
    throw error;
  }
}

export async function getShipping(table: Table, companyId: string, campaignId: string, number: string) {
  const item = await table.get<ShippingItem>(keys.campaignShipping(companyId, campaignId, number));
  return item ? toShipping(item) : undefined;
}

/** The next recipients due a send, in their order. */
export async function dueShippings(table: Table, companyId: string, campaignId: string, limit = 1) {
  const page = await table.queryPartition<ShippingItem>(keys.campaignDueIndex(companyId, campaignId), {
    index: 'gsi1',
    limit,
  });
  // The index is eventually consistent: the item itself says where it stands.
  const items = await table.batchGet<ShippingItem>(page.items.map((item) => ({ pk: item.pk, sk: item.sk })));
  return items.filter((item) => item.gsi1pk).map(toShipping);
}

/** How many recipients the campaign has (the report's valid contacts). */
export async function countShippings(table: Table, companyId: string, campaignId: string): Promise<number> {
  let total = 0;
  let start: Record<string, unknown> | undefined;
  const pk = keys.campaignShipping(companyId, campaignId, '').pk;
  do {
    const out = await table.doc.send(
      new QueryCommand({
        TableName: table.name,
        KeyConditionExpression: 'pk = :pk',
        ExpressionAttributeValues: { ':pk': pk },
        Select: 'COUNT',
        ExclusiveStartKey: start,
      }),
    );
    total += out.Count ?? 0;
    start = out.LastEvaluatedKey;
  } while (start);
  return total;
}

/** Every recipient item of the campaign, a page at a time (the purge of a deleted campaign). */
export async function shippingKeysPage(table: Table, companyId: string, campaignId: string, cursor?: string) {
  return table.queryPartition<ShippingItem>(keys.campaignShipping(companyId, campaignId, '').pk, {
    limit: 200,
    cursor,
  });
}

type Count = 'confirmationRequested' | 'confirmed' | 'delivered' | 'failed';

/**
 * Moves the recipient from one of `from` to `to` with `changes`, adding 1 to the campaign's `count` in the same
 * transaction; `due` puts it in (or out of) the due index. `whileRunning` adds the check that the campaign still
 * runs with the given token (a claimed send never lands after a cancel). Answers false when the state was not
 * in `from` (someone else moved it) or the campaign check failed.
 */
export async function moveShipping(
  deps: Pick<Deps, 'table'>,
  shipping: Shipping,
  move: {
    from: readonly ShippingState[];
    to: ShippingState;
    changes?: Partial<Shipping>;
    count?: Count;
    due: boolean;
    whileRunning?: { token: string; inFlight: string };
    also?: Parameters<Table['transact']>[0];
  },
): Promise<boolean> {
  const names: Record<string, string> = { '#state': 'state' };
  const values: Record<string, unknown> = { ':to': move.to };
  const sets = ['#state = :to'];
  Object.entries(move.changes ?? {}).forEach(([field, value], index) => {
    names[`#f${index}`] = field;
    values[`:f${index}`] = value;
    sets.push(`#f${index} = :f${index}`);
  });
  move.from.forEach((state, index) => (values[`:from${index}`] = state));
  let update = `SET ${sets.join(', ')}`;
  if (move.due) {
    const entry = dueEntry(shipping);
    Object.assign(values, { ':gpk': entry.gsi1pk, ':gsk': entry.gsi1sk });
    update += ', gsi1pk = :gpk, gsi1sk = :gsk';
  } else update += ' REMOVE gsi1pk, gsi1sk';
  const campaignKey = keys.campaign(shipping.companyId, shipping.campaignId);
  const items: Parameters<Table['transact']>[0] = [
    {
      Update: {
        TableName: deps.table.name,
        Key: shippingKey(shipping),
        UpdateExpression: update,
        ConditionExpression: `#state IN (${move.from.map((_, index) => `:from${index}`).join(', ')})`,
        ExpressionAttributeNames: names,
        ExpressionAttributeValues: values,
      },
    },
    ...(move.also ?? []),
  ];
  if (move.count || move.whileRunning) {
    const guard = move.whileRunning
      ? {
          ConditionExpression: '#status = :running AND tickToken = :token',
          ExpressionAttributeNames: { '#status': 'status' } as Record<string, string>,
          ExpressionAttributeValues: {
            ':running': 'EM_ANDAMENTO',
            ':token': move.whileRunning.token,
            ':inFlight': move.whileRunning.inFlight,
          } as Record<string, unknown>,
        }
      : {
          ConditionExpression: 'attribute_exists(pk)',
          ExpressionAttributeNames: {} as Record<string, string>,
          ExpressionAttributeValues: {} as Record<string, unknown>,
        };
    items.push({
      Update: {
        TableName: deps.table.name,
        Key: campaignKey,
        UpdateExpression: [
          move.whileRunning ? 'inFlight = :inFlight' : '',
          move.count ? '#counts.#count = #counts.#count + :one' : '',
        ]
          .filter(Boolean)
          .join(', ')
          .replace(/^/, 'SET '),
        ConditionExpression: guard.ConditionExpression,
        ExpressionAttributeNames: {
          ...guard.ExpressionAttributeNames,
          ...(move.count ? { '#counts': 'counts', '#count': move.count } : {}),
        },
        ExpressionAttributeValues: { ...guard.ExpressionAttributeValues, ...(move.count ? { ':one': 1 } : {}) },
      },
    });
  }
  try {
    await deps.table.transact(items);
    return true;
  } catch (error) {
    if (isConditionFailure(error)) return false;
    throw error;
  }
}

/** One more part of the recipient was sent or failed (the session host's report). */
export async function countPartDone(table: Table, companyId: string, campaignId: string, number: string) {
  try {
    await table.update(keys.campaignShipping(companyId, campaignId, number), {
      UpdateExpression: 'ADD partsSent :one',
      ConditionExpression: 'attribute_exists(pk)',
      ExpressionAttributeValues: { ':one': 1 },
    });
  } catch (error) {
    if (!isConditionFailure(error)) throw error;
  }
}

/** A part of its last claim is still in the session host's hands (for at most `limitMs` after the claim). */
export function sendInHand(shipping: Shipping | undefined, now: number, limitMs: number): boolean {
  if (!shipping || shipping.state === 'failed' || shipping.state === 'delivered') return false;
  if ((shipping.partsSent ?? 0) >= (shipping.partsQueued ?? 0)) return false;
  return now - (shipping.claimedAt ?? 0) < limitMs;
}

function toShipping(item: ShippingItem): Shipping {
  const { pk: _pk, sk: _sk, gsi1pk: _g, gsi1sk: _s, ...shipping } = item;
  return shipping;
}
