import type { Actor } from '../../http/context.js';
import type { Deps } from '../../platform/deps.js';
import { AppError } from '../../platform/errors.js';
import { retryOnStale, StaleRecord, transactGuarded, type GuardedWrite } from '../../platform/guarded-transact.js';
import { newId } from '../../platform/ids.js';
import { definedFields } from '../../platform/revised-update.js';
import { recordNewContact } from '../dashboard/stats.js';
import { checkedNumber } from './number-check.js';
import {
  contactCreateItems,
  contactUpdateItems,
  findContactIdByNumber,
  getContactRecord,
  newContactRecord,
  numberMoveItems,
  type ContactChanges,
  type ContactRecord,
} from './repo.js';
import type { Contact, ContactCreate, ContactEvent, ContactUpdate, ExtraInfo } from './schema.js';

export const contactNotFound = () => new AppError('ERR_NO_CONTACT_FOUND', 404, 'Contato não encontrado.');
export const duplicatedContact = () =>
  new AppError('ERR_DUPLICATED_CONTACT', 409, 'Já existe um contato com este número.');

/** Only a contact whose number is hidden (LID only) may be saved without one. */
const numberRequired = () =>
  new AppError('ERR_VALIDATION', 400, 'Required', { fieldErrors: { number: ['Required'] }, formErrors: [] });

export const contactsChannel = (companyId: string) => `company-${companyId}-contact`;

export async function showContact(deps: Deps, actor: Actor, contactId: string): Promise<Contact> {
  const record = await getContactRecord(deps.table, actor.companyId, contactId);
  if (!record) throw contactNotFound();
  return toContact(record);
}

/**
 * Adds a contact. The number is checked with the chat app first (see number-check.ts) and stored as the
 * chat app gave it back; its uniqueness is the number item's condition, so two concurrent creates of one
 * number cannot both win.
 */
export async function createContact(deps: Deps, actor: Actor, input: ContactCreate): Promise<Contact> {
  await assertNumberFree(deps, actor.companyId, input.number);
  const number = await checkedNumber(deps, actor, input.number);
  const record = newContactRecord(
    actor.companyId,
    { ...input, number, extraInfo: withIds([], input.extraInfo) },
    deps.clock.now().toISOString(),
  );
  await insertContact(deps, record);
  return publishContact(deps, 'create', record);
}

/** The writes of a new contact, a taken number answered ERR_DUPLICATED_CONTACT; counted on the dashboard. */
export async function insertContact(deps: Deps, record: ContactRecord): Promise<void> {
  const [numberItem, ...rest] = contactCreateItems(deps.table, record);
  if (!numberItem) throw new Error('A contact is written with its number item');
  await transactGuarded(deps.table, [
    { item: numberItem, onConditionFailure: duplicatedContact },
    ...rest.map((item) => ({ item })),
  ]);
  await recordNewContact(deps, record.companyId, record.createdAt);
}

/**
 * Changes the fields sent. A new number is checked with the chat app and moves the number item in the same
 * transaction as the contact; `extraInfo` replaces the list, keeping the ids of the pairs that existed.
 */
export async function updateContact(
  deps: Deps,
  actor: Actor,
  contactId: string,
  input: ContactUpdate,
): Promise<Contact> {
  const before = await getContactRecord(deps.table, actor.companyId, contactId);
  if (!before) throw contactNotFound();
  if (input.number === '' && before.number) throw numberRequired();
  const wanted = input.number !== undefined && input.number !== before.number ? input.number : undefined;
  if (wanted) await assertNumberFree(deps, actor.companyId, wanted);
  const number = wanted ? await checkedNumber(deps, actor, wanted) : undefined;
  const record = await retryOnStale(async () => {
    const current = await getContactRecord(deps.table, actor.companyId, contactId);
    if (!current) throw contactNotFound();
    const changes: ContactChanges = definedFields({
      name: input.name,
      email: input.email,
      number: number !== current.number ? number : undefined,
      extraInfo: input.extraInfo && withIds(current.extraInfo, input.extraInfo),
      updatedAt: deps.clock.now().toISOString(),
    });
    await transactGuarded(deps.table, contactEditWrites(deps, current, changes));
    return { ...current, ...changes, rev: current.rev + 1 };
  });
  return publishContact(deps, 'update', record);
}

/** The writes of an edit, listed so that a taken number is the error answered first. */
export function contactEditWrites(deps: Deps, current: ContactRecord, changes: ContactChanges): GuardedWrite[] {
  const stale = () => new StaleRecord();
  const move = changes.number === undefined ? [] : numberMoveItems(deps.table, current, changes.number);
  const [claim, release] = move;
  const [update, ...tokens] = contactUpdateItems(deps.table, current, changes);
  return [
    ...(claim ? [{ item: claim, onConditionFailure: duplicatedContact }] : []),
    ...(release ? [{ item: release, onConditionFailure: stale }] : []),
    ...(update ? [{ item: update, onConditionFailure: stale }] : []),
    ...tokens.map((item) => ({ item })),
  ];
}

/** Answers the duplicate before asking the chat app (the transaction still decides a race). */
async function assertNumberFree(deps: Deps, companyId: string, number: string): Promise<void> {
  if (await findContactIdByNumber(deps.table, companyId, number)) throw duplicatedContact();
}

/** Pairs sent with the id of an existing pair keep it; any other pair gets a new id. */
export function withIds(current: readonly ExtraInfo[], pairs: readonly { id?: string; name: string; value: string }[]) {
  const known = new Set(current.map((pair) => pair.id));
  const used = new Set<string>();
  return pairs.map(({ id, name, value }): ExtraInfo => {
    const kept = id !== undefined && known.has(id) && !used.has(id) ? id : newId();
    used.add(kept);
    return { id: kept, name, value };
  });
}

export async function publishContact(deps: Deps, action: 'create' | 'update', record: ContactRecord) {
  const contact = toContact(record);
  const event: ContactEvent = { action, contact };
  await deps.realtime.publish(record.companyId, contactsChannel(record.companyId), event);
  return contact;
}

export function toContact(record: ContactRecord): Contact {
  const {
    companyId: _c,
    rev: _r,
    searchTokens: _t,
    infixTokens: _i,
    absorbing: _a,
    mergedInto: _m,
    ...contact
  } = record;
  return contact;
}
