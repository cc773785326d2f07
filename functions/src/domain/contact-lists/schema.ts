import { z } from 'zod';
import { requiredName } from '../common/fields.js';

/** Spec 3 §5: a contact list's name is required, 2 to 50 characters. */
export const ContactListBody = z.object({ name: requiredName });
export type ContactListBody = z.infer<typeof ContactListBody>;

/** GET /contact-lists: a part of the name, lower-cased by the page, and the page. */
export const ContactListQuery = z.object({
  searchParam: z.string().trim().max(100).default(''),
  pageNumber: z.coerce.number().int().min(1).max(10_000).default(1),
});

/** Spec 3 §5: an item's name 2–50, number 8–50 digits, email valid when given ('Invalid email'). */
export const ContactListItemNumber = z
  .string({ required_error: 'Required' })
  .transform((value) => value.replace(/\D/g, ''))
  .pipe(z.string().min(1, 'Required').min(8, 'Too Short!').max(50, 'Too Long!'));

export const ContactListItemEmail = z
  .string()
  .trim()
  .max(200, 'Invalid email')
  .refine((value) => value === '' || z.string().email().safeParse(value).success, 'Invalid email')
  .default('');

export const ContactListItemFields = z.object({
  name: requiredName,
  number: ContactListItemNumber,
  email: ContactListItemEmail,
});

export const ContactListItemCreate = ContactListItemFields.extend({
  contactListId: z.string({ required_error: 'Required' }).min(1, 'Required').max(64),
  // Spec 3 §7 sends it; the actor's company is the one used.
  companyId: z.union([z.string(), z.number()]).optional(),
});
export type ContactListItemCreate = z.infer<typeof ContactListItemCreate>;

export const ContactListItemUpdate = ContactListItemFields.partial();
export type ContactListItemUpdate = z.infer<typeof ContactListItemUpdate>;

export const ContactListItemQuery = ContactListQuery.extend({
  contactListId: z.string({ required_error: 'Required' }).min(1, 'Required').max(64),
});

export const IdParam = z.object({ id: z.string().min(1).max(64) });

/**
 * A contact list: `contactsCount` items, of which `validCount` and `invalidCount` were checked on WhatsApp
 * (the rest are not checked yet); `checking` while the background check runs.
 */
export interface ContactList {
  id: string;
  name: string;
  contactsCount: number;
  validCount: number;
  invalidCount: number;
  checking: boolean;
  createdAt: string;
  updatedAt: string;
}

/** `isWhatsappValid`: null until the connection's number check answered. */
export interface ContactListItem {
  id: string;
  name: string;
  number: string;
  email: string;
  isWhatsappValid: boolean | null;
  contactListId: string;
  companyId: string;
  createdAt: string;
  updatedAt: string;
}

export interface ContactListPage {
  records: ContactList[];
  count: number;
  hasMore: boolean;
}

export interface ContactListItemPage {
  contacts: ContactListItem[];
  count: number;
  hasMore: boolean;
}
