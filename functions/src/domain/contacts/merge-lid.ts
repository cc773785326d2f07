import type { Deps } from '../../platform/deps.js';
import { StaleRecord, transactGuarded, type TransactItem } from '../../platform/guarded-transact.js';
import { keys } from '../../platform/keys.js';
import { log } from '../../platform/log.js';
import { revisedUpdate } from '../../platform/revised-update.js';
import { isConditionFailure, prefixCondition } from '../../platform/table.js';
import { publishTicketUpdate } from '../tickets/events.js';
import { getTicketRecord } from '../tickets/repo.js';
import { finishAbsorb } from './absorb-contact.js';
import {
  contactIndexKeys,
  contactUpdateItems,
  findContactIdByLid,
  findContactIdByNumber,
  getContactRecord,
  lidClaimItem,
  tokenChanges,
  type ContactRecord,
} from './repo.js';
import { onlyDigits } from './schema.js';
import { contactTokens } from './search-tokens.js';
import { publishContact } from './service.js';

const MERGE_ATTEMPTS = 4;

/**
 * The chat app revealed that the customer with LID `lid` has the phone number `phone` (docs/decisions/015):
 * one contact comes of it. A phone contact takes the LID; a LID-only contact takes the number; when both exist,
 * the phone contact absorbs the LID-only one (tickets, messages). Every step is a guarded transaction and the
 * whole is re-decided from what is stored, so a replay, a retry after a crash or a concurrent merge ends in the
 * same state.
 */
export async function mergeLid(deps: Deps, companyId: string, mapping: { phone: string; lid: string }) {
  const number = onlyDigits(mapping.phone);
  if (!number || !mapping.lid) return;
  for (let attempt = 1; ; attempt++) {
    try {
      return await mergeOnce(deps, companyId, number, mapping.lid);
    } catch (error) {
      const lostRace = error instanceof StaleRecord || isConditionFailure(error);
      if (!lostRace || attempt >= MERGE_ATTEMPTS) throw error;
    }
  }
}

async function mergeOnce(deps: Deps, companyId: string, number: string, lid: string): Promise<void> {
  const byPhone = await contactAt(deps, companyId, await findContactIdByNumber(deps.table, companyId, number));
  // A merge that stopped half-way (crash, lost race) is finished before anything else is decided.
  if (byPhone?.absorbing) return finishAbsorb(deps, byPhone, byPhone.absorbing);
  const byLid = await contactAt(deps, companyId, await findContactIdByLid(deps.table, companyId, lid));
  if (byPhone && byPhone.id === byLid?.id) return;
  if (byPhone && !byLid) return attachLid(deps, byPhone, lid);
  if (!byLid) return;
  if (byLid.number) {
    // The LID names a contact with another number: two numbers are never merged on the chat app's word.
    return log('warn', { where: 'contacts.mergeLid', companyId, lid, kept: 'apart', number: byLid.number });
  }
  if (!byPhone) return revealNumber(deps, byLid, number);
  await startAbsorb(deps, byPhone, byLid);
  const absorbing = await getContactRecord(deps.table, companyId, byPhone.id);
  if (absorbing?.absorbing) await finishAbsorb(deps, absorbing, absorbing.absorbing);
}

const contactAt = async (deps: Deps, companyId: string, id: string | undefined) =>
  id ? getContactRecord(deps.table, companyId, id) : undefined;

/** A phone contact takes the LID (so a later LID-only chat finds it). */
async function attachLid(deps: Deps, contact: ContactRecord, lid: string): Promise<void> {
  const update: TransactItem = {
    Update: {
      TableName: deps.table.name,
      Key: keys.contact(contact.companyId, contact.id),
      ...revisedUpdate({ lid, updatedAt: deps.clock.now().toISOString() }, contact.rev),
    },
  };
  await transactGuarded(deps.table, [
    { item: lidClaimItem(deps.table, contact.companyId, lid, contact.id) },
    { item: update },
  ]);
  await publishContact(deps, 'update', { ...contact, lid, rev: contact.rev + 1 });
}

/** A LID-only contact takes the number it hid: same contact, tickets and messages; its name if it had none. */
async function revealNumber(deps: Deps, contact: ContactRecord, number: string): Promise<void> {
  const { table } = deps;
  const unnamed = contact.name === contact.lid;
  const changes = { number, ...(unnamed ? { name: number } : {}), updatedAt: deps.clock.now().toISOString() };
  const claim: TransactItem = {
    Put: {
      TableName: table.name,
      Item: { ...keys.contactNumber(contact.companyId, number), contactId: contact.id },
      ConditionExpression: 'attribute_not_exists(pk)',
    },
  };
  await transactGuarded(
    table,
    [claim, ...contactUpdateItems(table, contact, changes)].map((item) => ({ item })),
  );
  const updated = { ...contact, ...changes, ...contactTokens({ ...contact, ...changes }) };
  await publishContact(deps, 'update', { ...updated, rev: contact.rev + 1 });
  await publishOpenTickets(deps, updated);
}

/** The contact's open tickets again, so lists and headers show the number (names are joined on read). */
async function publishOpenTickets(deps: Deps, contact: ContactRecord): Promise<void> {
  const markers = await deps.table.queryAll<{ pk: string; sk: string; ticketId: string }>(
    prefixCondition(keys.contact(contact.companyId, contact.id).pk, 'OPEN#'),
  );
  for (const marker of markers) {
    const ticket = await getTicketRecord(deps.table, contact.companyId, marker.ticketId);
    if (ticket) await publishTicketUpdate(deps, ticket);
  }
}

/**
 * The first step of absorbing a LID-only contact, in one transaction: the LID now names the phone contact (new
 * LID chats go there), the LID contact is marked `mergedInto` and the phone contact `absorbing`, so a crash
 * after it is finished by the next try. The phone contact takes the name and e-mail it lacked.
 */
async function startAbsorb(deps: Deps, phone: ContactRecord, lidOnly: ContactRecord): Promise<void> {
  const { table } = deps;
  const lid = lidOnly.lid ?? '';
  const named = phone.name === phone.number && lidOnly.name !== lidOnly.lid;
  const name = named ? lidOnly.name : phone.name;
  const email = phone.email || lidOnly.email;
  const tokens = contactTokens({ name, email, number: phone.number });
  const fields = {
    lid,
    absorbing: lidOnly.id,
    name,
    email,
    extraInfo: [...phone.extraInfo, ...lidOnly.extraInfo],
    ...tokens,
    gsi1sk: contactIndexKeys({ id: phone.id, name }, phone.companyId).gsi1sk,
    updatedAt: deps.clock.now().toISOString(),
  };
  const repoint: TransactItem = {
    Put: {
      TableName: table.name,
      Item: { ...keys.contactLid(phone.companyId, lid), contactId: phone.id },
      ConditionExpression: 'contactId = :from',
      ExpressionAttributeValues: { ':from': lidOnly.id },
    },
  };
  const mark = (contact: ContactRecord, change: Record<string, unknown>): TransactItem => ({
    Update: {
      TableName: table.name,
      Key: keys.contact(contact.companyId, contact.id),
      ...revisedUpdate(change, contact.rev),
    },
  });
  await transactGuarded(
    table,
    [repoint, mark(lidOnly, { mergedInto: phone.id }), mark(phone, fields), ...tokenChanges(table, phone, tokens)].map(
      (item) => ({ item }),
    ),
  );
}
