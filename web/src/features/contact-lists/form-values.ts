import {
  ContactListBody,
  ContactListItemFields,
  type ContactList,
  type ContactListItem,
} from '@domain/contact-lists/schema';
import { zodFieldErrors, type Checked } from '../../lib/form';
import type { ItemPayload } from './api/contact-lists';

/** The list dialog: its name, checked with the server's schema (spec 3 §5: 2 to 50). */
export const listToForm = (list?: ContactList) => ({ name: list?.name ?? '' });

export function toListPayload(values: { name: string }): Checked<ContactListBody> {
  const parsed = ContactListBody.safeParse(values);
  return parsed.success ? { ok: true, payload: parsed.data } : { ok: false, errors: zodFieldErrors(parsed.error) };
}

/** The item dialog: name 2–50, number 8–50 digits, a valid e-mail when given ('Invalid email'). */
export const itemToForm = (item?: ContactListItem): ItemPayload => ({
  name: item?.name ?? '',
  number: item?.number ?? '',
  email: item?.email ?? '',
});

export function toItemPayload(values: ItemPayload): Checked<ItemPayload> {
  const parsed = ContactListItemFields.safeParse(values);
  return parsed.success ? { ok: true, payload: parsed.data } : { ok: false, errors: zodFieldErrors(parsed.error) };
}

/** The list's check progress: how many of its items were checked, and whether the check is still going. */
export function checkProgress(list: Pick<ContactList, 'contactsCount' | 'validCount' | 'invalidCount'>) {
  const checked = list.validCount + list.invalidCount;
  const total = list.contactsCount;
  return {
    checked,
    total,
    valid: list.validCount,
    invalid: list.invalidCount,
    percent: total ? Math.round((checked / total) * 100) : 0,
  };
}
