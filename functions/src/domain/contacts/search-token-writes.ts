import type { TransactItem } from '../../platform/guarded-transact.js';
import { keys } from '../../platform/keys.js';
import type { Key, Table } from '../../platform/table.js';
import type { ContactTokens } from './search-tokens.js';

/**
 * The contacts' search partition (docs/decisions/022): one item per token and contact, sk `<token>#<contactId>`.
 * An inner suffix is marked `inner`, so a short text can skip it; word starts are unmarked, like the items
 * written before inner suffixes existed.
 */
export type TokenItem = Key & { contactId: string; inner?: true };

/** The contact's token items as its tokens say: each token once, inner unless it is also a word start. */
function tokenItems(tokens: ContactTokens | undefined): Map<string, boolean> {
  const items = new Map<string, boolean>();
  for (const token of tokens?.infixTokens ?? []) items.set(token, true);
  for (const token of tokens?.searchTokens ?? []) items.set(token, false);
  return items;
}

/**
 * The writes that take a contact's token items from `before` (undefined: a new contact) to `after` (undefined:
 * a deleted one): items no longer wanted deleted, new ones (or ones whose mark changed) put.
 */
export function tokenWrites(
  table: Table,
  companyId: string,
  contactId: string,
  before: ContactTokens | undefined,
  after: ContactTokens | undefined,
): TransactItem[] {
  const [had, wants] = [tokenItems(before), tokenItems(after)];
  const deletes = [...had.keys()]
    .filter((token) => !wants.has(token))
    .map((token) => ({ Delete: { TableName: table.name, Key: keys.contactSearchToken(companyId, token, contactId) } }));
  const puts = [...wants]
    .filter(([token, inner]) => had.get(token) !== inner)
    .map(([token, inner]) => ({
      Put: {
        TableName: table.name,
        Item: { ...keys.contactSearchToken(companyId, token, contactId), contactId, ...(inner ? { inner } : {}) },
      },
    }));
  return [...deletes, ...puts];
}
