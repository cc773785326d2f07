import type { Deps } from '../../platform/deps.js';
import { StaleRecord, transactGuarded } from '../../platform/guarded-transact.js';
import { keys } from '../../platform/keys.js';
import { isConditionFailure, type Key } from '../../platform/table.js';
import { publishNewMessages } from '../messages/events.js';
import { moveChat } from '../messages/move-chat.js';
import type { MessageRecord } from '../messages/repo.js';
import { handOverTickets } from '../tickets/hand-over.js';
import { findOpenTicketId, getTicketRecord } from '../tickets/repo.js';
import { contactDeleteItems, getContactRecord, type ContactRecord } from './repo.js';
import type { ContactEvent } from './schema.js';
import { contactsChannel, publishContact } from './service.js';

/** Sweeps of tickets and messages: a second catches what a message racing the first one wrote. */
const SWEEPS = 2;

/**
 * The rest of absorbing the LID-only contact `lidOnlyId` into `phone` (started by merge-lid.ts): its tickets
 * (one open ticket kept per connection), then its messages into the phone contact's chats, then the contact
 * itself, then the `absorbing` mark. Tickets move first: a message written for a ticket that has moved fails
 * its condition and is retried against the phone contact. Each step skips what is done, so a retry resumes.
 */
export async function finishAbsorb(deps: Deps, phone: ContactRecord, lidOnlyId: string): Promise<void> {
  const { companyId } = phone;
  const lidOnly = await getContactRecord(deps.table, companyId, lidOnlyId);
  const moved: MessageRecord[] = [];
  if (lidOnly) {
    for (let sweep = 0; sweep < SWEEPS; sweep++) {
      const tickets = await handOverTickets(deps, companyId, lidOnly.id, phone.id);
      const connections = new Set([
        ...tickets.map((t) => t.whatsappId),
        ...(lidOnly.whatsappId ? [lidOnly.whatsappId] : []),
      ]);
      for (const connectionId of connections) {
        moved.push(...(await moveChat(deps, { companyId, connectionId }, lidOnly.id, phone.id)));
      }
    }
    await removeAbsorbed(deps, lidOnly);
  }
  await clearAbsorbing(deps, phone, lidOnlyId);
  const merged = await getContactRecord(deps.table, companyId, phone.id);
  if (lidOnly) await deps.realtime.publish(companyId, contactsChannel(companyId), deleted(lidOnly.id));
  if (merged) await publishContact(deps, 'update', merged);
  if (merged) await publishMoved(deps, merged, moved);
}

const deleted = (contactId: string): ContactEvent => ({ action: 'delete', contactId });

/** The absorbed contact and what is left under it (search tokens; markers of tickets gone). Its LID stays. */
async function removeAbsorbed(deps: Deps, lidOnly: ContactRecord): Promise<void> {
  const [contact, ...rest] = contactDeleteItems(deps.table, { ...lidOnly, lid: null });
  if (!contact) return;
  try {
    await transactGuarded(deps.table, [
      { item: contact, onConditionFailure: () => new StaleRecord() },
      ...rest.map((item) => ({ item })),
    ]);
  } catch (error) {
    // Gone already (a concurrent merge) is done; changed since read is a lost race, tried again.
    if (!(error instanceof StaleRecord) || (await getContactRecord(deps.table, lidOnly.companyId, lidOnly.id)))
      throw error;
  }
  const left = await deps.table.queryAll<Key>({
    KeyConditionExpression: 'pk = :pk',
    ExpressionAttributeValues: { ':pk': keys.contact(lidOnly.companyId, lidOnly.id).pk },
  });
  await deps.table.batchDelete(left.map(({ pk, sk }) => ({ pk, sk })));
}

async function clearAbsorbing(deps: Deps, phone: ContactRecord, lidOnlyId: string): Promise<void> {
  try {
    await deps.table.update(keys.contact(phone.companyId, phone.id), {
      UpdateExpression: 'REMOVE absorbing ADD #rev :one',
      ConditionExpression: 'absorbing = :id',
      ExpressionAttributeNames: { '#rev': 'rev' },
      ExpressionAttributeValues: { ':id': lidOnlyId, ':one': 1 },
    });
  } catch (error) {
    if (!isConditionFailure(error)) throw error;
  }
}

/** The moved messages, announced with the open ticket now holding their chat (or their own ticket). */
async function publishMoved(deps: Deps, contact: ContactRecord, moved: MessageRecord[]): Promise<void> {
  const connections = new Set(moved.map((message) => message.connectionId));
  for (const connectionId of connections) {
    const records = moved.filter((message) => message.connectionId === connectionId);
    const openId = await findOpenTicketId(deps.table, contact.companyId, contact.id, connectionId);
    const ticket = await getTicketRecord(deps.table, contact.companyId, openId ?? records[0]?.ticketId ?? '');
    if (ticket) await publishNewMessages(deps, records, { ticket, contact });
  }
}
