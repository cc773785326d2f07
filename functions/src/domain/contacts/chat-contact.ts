import type { Deps } from '../../platform/deps.js';
import { transactGuarded, type TransactItem } from '../../platform/guarded-transact.js';
import { keys } from '../../platform/keys.js';
import { revisedUpdate } from '../../platform/revised-update.js';
import { isConditionFailure, type Table } from '../../platform/table.js';
import { contactTokens } from './search-tokens.js';
import {
  contactCreateItems,
  contactIndexKeys,
  findContactIdByLid,
  findContactIdByNumber,
  getContactRecord,
  newContactRecord,
  tokenChanges,
  type ContactRecord,
} from './repo.js';

/** Writes a refresh of a chat's contact tries before the inbound job fails and is retried. */
const REFRESH_ATTEMPTS = 3;

export interface ChatContact {
  /** Digits for a person ('' when only the LID is known); the provider's chat id for a group. */
  number: string;
  /** The customer's LID when the chat is addressed by it. */
  lid?: string;
  /** The push name or group subject, when the provider gave one. */
  name?: string;
  isGroup: boolean;
  connectionId: string;
  profilePicUrl?: string;
}

/**
 * The contact of an inbound chat, created on first contact. Idempotent and safe under concurrency: two
 * events of a new number race on the number item; the loser reads the winner's contact.
 */
export async function upsertChatContact(
  deps: Pick<Deps, 'table' | 'clock'>,
  companyId: string,
  chat: ChatContact,
): Promise<{ contact: ContactRecord; created: boolean }> {
  const existing = await contactOfChat(deps.table, companyId, chat);
  if (existing) return { contact: await refreshChatContact(deps, existing, chat), created: false };
  const now = deps.clock.now().toISOString();
  const record = newContactRecord(
    companyId,
    {
      name: chat.name?.trim() || chat.number || (chat.lid ?? ''),
      number: chat.number,
      lid: chat.lid ?? null,
      isGroup: chat.isGroup,
      whatsappId: chat.connectionId,
      profilePicUrl: chat.profilePicUrl ?? '',
    },
    now,
  );
  try {
    await transactGuarded(
      deps.table,
      contactCreateItems(deps.table, record).map((item) => ({ item })),
    );
    return { contact: record, created: true };
  } catch (error) {
    if (!isConditionFailure(error)) throw error;
    const winner = await contactOfChat(deps.table, companyId, chat);
    if (!winner) throw error;
    return { contact: winner, created: false };
  }
}

/**
 * The contact of a chat: by its number, or by its LID when the number is hidden. A LID-only contact being
 * absorbed into its phone contact (docs/decisions/015) answers the phone contact.
 */
async function contactOfChat(table: Table, companyId: string, chat: Pick<ChatContact, 'number' | 'lid'>) {
  const id = chat.number
    ? await findContactIdByNumber(table, companyId, chat.number)
    : chat.lid && (await findContactIdByLid(table, companyId, chat.lid));
  const contact = id ? await getContactRecord(table, companyId, id) : undefined;
  return contact?.mergedInto ? getContactRecord(table, companyId, contact.mergedInto) : contact;
}

/**
 * A contact first saved under its bare number takes the push name when one arrives; a name someone typed is
 * never overwritten by the chat app's. A new profile picture replaces the old. The write is at the revision
 * read and moves it on, so a manual edit racing this refresh cannot also win: the loser decides again.
 */
async function refreshChatContact(
  deps: Pick<Deps, 'table' | 'clock'>,
  contact: ContactRecord,
  chat: ChatContact,
  attempt = 1,
): Promise<ContactRecord> {
  const name = chat.name?.trim();
  const takeName = Boolean(name) && contact.name === (contact.number || contact.lid) && name !== contact.name;
  const takePicture = Boolean(chat.profilePicUrl) && chat.profilePicUrl !== contact.profilePicUrl;
  if (!takeName && !takePicture) return contact;
  const changes: Partial<ContactRecord> = {
    ...(takeName && name ? { name, ...contactTokens({ ...contact, name }) } : {}),
    ...(takePicture ? { profilePicUrl: chat.profilePicUrl } : {}),
    updatedAt: deps.clock.now().toISOString(),
  };
  const updated = { ...contact, ...changes, rev: contact.rev + 1 };
  const fields = { ...changes, gsi1sk: contactIndexKeys(updated, contact.companyId).gsi1sk };
  const update: TransactItem = {
    Update: {
      TableName: deps.table.name,
      Key: keys.contact(contact.companyId, contact.id),
      ...revisedUpdate(fields, contact.rev),
    },
  };
  try {
    await deps.table.transact([update, ...tokenChanges(deps.table, contact, updated)]);
    return updated;
  } catch (error) {
    if (!isConditionFailure(error) || attempt >= REFRESH_ATTEMPTS) throw error;
    const current = await getContactRecord(deps.table, contact.companyId, contact.id);
    if (!current) throw error;
    return refreshChatContact(deps, current, chat, attempt + 1);
  }
}
