import type { Ack, MediaRef } from '../../platform/chat/chat-provider.js';
import type { SessionCommand } from '../../platform/chat/session-commands.js';
import { keys } from '../../platform/keys.js';
import { isConditionFailure, prefixCondition, type Table } from '../../platform/table.js';

/**
 * The simulator's phone, one partition per connection (`keys.simulator`): `PAIRED` once its QR was scanned,
 * one item per message as the customers see their conversations (`MSG#<number>#<timestamp>#<id>`, so a
 * conversation is one ordered Query), one `CUSTOMER#<number>` per customer the phone has talked as, and
 * `HELD#<time>#<id>` for each thing a customer did while the business's session was down, delivered in order
 * when it connects (the chat network holds messages for an offline phone).
 * The session host writes it; the simulator API reads it.
 */
export type SimulatorFrom = 'customer' | 'business';

export interface SimulatorMessage {
  id: string;
  number: string;
  from: SimulatorFrom;
  body: string;
  /** Epoch ms. */
  timestamp: number;
  media?: MediaRef;
  location?: { latitude: number; longitude: number; description?: string };
  vcards?: { displayName: string; vcard: string }[];
  quotedId?: string;
  /** Business messages: 1 sent, 2 delivered, 3 read. */
  ack?: Ack;
  edited?: boolean;
  deleted?: boolean;
  /** The emoji the business reacted with. */
  reaction?: string;
  /** A call from the customer; `rejected` once the business rejected it. */
  call?: { status: 'offer' | 'rejected' };
  /** A customer message the network holds until the business's session connects. */
  undelivered?: boolean;
  /** The id the business asked its send to go by (a campaign part, docs/decisions/048): it goes once. */
  sendKey?: string;
}

/** What a customer can do while the business's session is down: it waits in the network for the session. */
export type HeldCommand = Extract<
  SessionCommand,
  { type: 'simulator.customerMessage' | 'simulator.read' | 'simulator.edit' | 'simulator.delete' | 'simulator.call' }
>;

export interface SimulatorPairing {
  deviceId: string;
  number: string;
  pairedAt: string;
}

export interface SimulatorCustomer {
  number: string;
  name: string;
  lastMessageAt: number;
}

type Row<T> = T & { pk: string; sk: string };

const pairingKey = (companyId: string, connectionId: string) => ({
  pk: keys.simulator(companyId, connectionId),
  sk: 'PAIRED',
});
const messagePrefix = (number: string) => `MSG#${number}#`;
const messageKey = (
  companyId: string,
  connectionId: string,
  m: Pick<SimulatorMessage, 'number' | 'timestamp' | 'id'>,
) => ({
  pk: keys.simulator(companyId, connectionId),
  sk: `${messagePrefix(m.number)}${String(m.timestamp).padStart(15, '0')}#${m.id}`,
});
const customerKey = (companyId: string, connectionId: string, number: string) => ({
  pk: keys.simulator(companyId, connectionId),
  sk: `CUSTOMER#${number}`,
});

export async function getPairing(table: Table, companyId: string, connectionId: string) {
  const item = await table.get<Row<SimulatorPairing>>(pairingKey(companyId, connectionId));
  return item ? { deviceId: item.deviceId, number: item.number, pairedAt: item.pairedAt } : undefined;
}

export async function putPairing(table: Table, companyId: string, connectionId: string, pairing: SimulatorPairing) {
  await table.put({ ...pairingKey(companyId, connectionId), ...pairing });
}

export async function deletePairing(table: Table, companyId: string, connectionId: string) {
  await table.delete(pairingKey(companyId, connectionId));
}

/** Stores a message; storing the same message again (a retried command) overwrites it with itself. */
export async function putMessage(table: Table, companyId: string, connectionId: string, message: SimulatorMessage) {
  await table.put({ ...messageKey(companyId, connectionId, message), ...message });
}

const HELD_PREFIX = 'HELD#';

/**
 * Keeps a customer's command for the session to play when it connects. `at` and `id` order the held commands
 * and make holding the same command twice (a retried job) keep one item.
 */
export async function holdCommand(
  table: Table,
  companyId: string,
  connectionId: string,
  held: { at: number; id: string; command: HeldCommand },
) {
  const sk = `${HELD_PREFIX}${String(held.at).padStart(15, '0')}#${held.id}`;
  await table.put({ pk: keys.simulator(companyId, connectionId), sk, command: held.command });
}

/** The held commands, oldest first (a page: the session comes back for more). */
export async function listHeld(
  table: Table,
  companyId: string,
  connectionId: string,
): Promise<{ sk: string; command: HeldCommand }[]> {
  const { items } = await table.query<Row<{ command: HeldCommand }>>({
    ...prefixCondition(keys.simulator(companyId, connectionId), HELD_PREFIX),
    ConsistentRead: true,
  });
  return items.map((item) => ({ sk: item.sk, command: item.command }));
}

export async function releaseHeld(table: Table, companyId: string, connectionId: string, sk: string) {
  await table.delete({ pk: keys.simulator(companyId, connectionId), sk });
}

/** A customer's conversation, oldest first. */
export async function listConversation(
  table: Table,
  companyId: string,
  connectionId: string,
  number: string,
): Promise<SimulatorMessage[]> {
  const items = await table.queryAll<Row<SimulatorMessage>>({
    ...prefixCondition(keys.simulator(companyId, connectionId), messagePrefix(number)),
  });
  return items.map(withoutKeys);
}

/** The business message sent to `number` under `sendKey` (a campaign part), if there is one. */
export async function findSent(table: Table, companyId: string, connectionId: string, number: string, sendKey: string) {
  const chat = await listConversation(table, companyId, connectionId, number);
  return chat.find((message) => message.sendKey === sendKey);
}

export async function findMessage(table: Table, companyId: string, connectionId: string, number: string, id: string) {
  const byPrefix = prefixCondition(keys.simulator(companyId, connectionId), messagePrefix(number));
  const items = await table.queryAll<Row<SimulatorMessage>>({
    ...byPrefix,
    FilterExpression: '#id = :id',
    ExpressionAttributeNames: { ...byPrefix.ExpressionAttributeNames, '#id': 'id' },
    ExpressionAttributeValues: { ...byPrefix.ExpressionAttributeValues, ':id': id },
  });
  return items[0] && withoutKeys(items[0]);
}

/** Changes some fields of a stored message; answers the message as it is now. */
export async function updateMessage(
  table: Table,
  companyId: string,
  connectionId: string,
  message: SimulatorMessage,
  changes: Partial<Pick<SimulatorMessage, 'body' | 'edited' | 'deleted' | 'reaction' | 'call'>>,
): Promise<SimulatorMessage> {
  const entries = Object.entries(changes).filter(([, value]) => value !== undefined);
  const item = await table.update<Row<SimulatorMessage>>(messageKey(companyId, connectionId, message), {
    UpdateExpression: `SET ${entries.map(([name]) => `#${name} = :${name}`).join(', ')}`,
    ConditionExpression: 'attribute_exists(pk)',
    ExpressionAttributeNames: Object.fromEntries(entries.map(([name]) => [`#${name}`, name])),
    ExpressionAttributeValues: Object.fromEntries(entries.map(([name, value]) => [`:${name}`, value])),
  });
  return withoutKeys(item);
}

/** Raises a business message's ack; undefined when it already was at least `ack` (acks never go back). */
export async function raiseAck(
  table: Table,
  companyId: string,
  connectionId: string,
  message: SimulatorMessage,
  ack: Ack,
): Promise<SimulatorMessage | undefined> {
  try {
    const item = await table.update<Row<SimulatorMessage>>(messageKey(companyId, connectionId, message), {
      UpdateExpression: 'SET #ack = :ack',
      ConditionExpression: 'attribute_exists(pk) AND #ack < :ack',
      ExpressionAttributeNames: { '#ack': 'ack' },
      ExpressionAttributeValues: { ':ack': ack },
    });
    return withoutKeys(item);
  } catch (error) {
    if (isConditionFailure(error)) return undefined;
    throw error;
  }
}

/** Records that the phone talked as this customer; the name is kept unless a new one is given. */
export async function touchCustomer(
  table: Table,
  companyId: string,
  connectionId: string,
  customer: { number: string; name?: string; at: number },
) {
  await table.update(customerKey(companyId, connectionId, customer.number), {
    UpdateExpression: `SET #number = :number, lastMessageAt = :at, #name = ${customer.name ? ':name' : 'if_not_exists(#name, :number)'}`,
    ExpressionAttributeNames: { '#number': 'number', '#name': 'name' },
    ExpressionAttributeValues: {
      ':number': customer.number,
      ':at': customer.at,
      ...(customer.name ? { ':name': customer.name } : {}),
    },
  });
}

/** The customers the phone has talked as, most recent first. */
export async function listCustomers(
  table: Table,
  companyId: string,
  connectionId: string,
): Promise<SimulatorCustomer[]> {
  const items = await table.queryAll<Row<SimulatorCustomer>>({
    ...prefixCondition(keys.simulator(companyId, connectionId), 'CUSTOMER#'),
  });
  return items
    .map((item) => ({ number: item.number, name: item.name, lastMessageAt: item.lastMessageAt }))
    .sort((a, b) => b.lastMessageAt - a.lastMessageAt);
}

/** Everything the simulator kept for a connection (the connection was deleted). */
export async function deleteSimulatorPartition(table: Table, companyId: string, connectionId: string) {
  const items = await table.queryAll<Row<object>>({
    KeyConditionExpression: 'pk = :pk',
    ProjectionExpression: 'pk, sk',
    ExpressionAttributeValues: { ':pk': keys.simulator(companyId, connectionId) },
  });
  for (let i = 0; i < items.length; i += 25) {
    await Promise.all(items.slice(i, i + 25).map((item) => table.delete({ pk: item.pk, sk: item.sk })));
  }
}

function withoutKeys<T extends object>(item: Row<T>): T {
  const { pk: _pk, sk: _sk, ...rest } = item;
  return rest as T;
}
