import type { Deps } from '../../platform/deps.js';
import { getListRecord, itemRecordsPage } from './repo.js';

/** A contact list item as the campaign engine reads it. */
export interface ContactListRecipient {
  id: string;
  name: string;
  number: string;
  email: string;
  isWhatsappValid: boolean | null;
}

/** Items per page the campaign engine gets. */
export const RECIPIENTS_PAGE_SIZE = 200;

/**
 * The list's items, page by page (by name), for the campaign engine; nothing for another company's list or a
 * deleted one (even while its items are still being removed). Whether an unchecked item (`isWhatsappValid` null) is sent to is the engine's rule.
 */
export async function* contactListRecipients(
  deps: Pick<Deps, 'table'>,
  companyId: string,
  contactListId: string,
): AsyncGenerator<ContactListRecipient[]> {
  // A list being deleted is gone before its items are: none of them is a recipient any more.
  if (!(await getListRecord(deps.table, companyId, contactListId))) return;
  let cursor: string | undefined;
  do {
    const page = await itemRecordsPage(deps.table, companyId, contactListId, cursor, RECIPIENTS_PAGE_SIZE);
    if (page.items.length > 0) {
      yield page.items.map(({ id, name, number, email, isWhatsappValid }) => ({
        id,
        name,
        number,
        email,
        isWhatsappValid,
      }));
    }
    cursor = page.cursor;
  } while (cursor);
}

/** The list's name and size, or null when the company has no such list. */
export async function getContactListSummary(
  deps: Pick<Deps, 'table'>,
  companyId: string,
  id: string,
): Promise<{ id: string; name: string; contactsCount: number } | null> {
  const list = await getListRecord(deps.table, companyId, id);
  return list ? { id: list.id, name: list.name, contactsCount: list.contactsCount } : null;
}
