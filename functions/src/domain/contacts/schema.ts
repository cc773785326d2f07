import { z } from 'zod';
import { requiredName } from '../common/fields.js';

/**
 * Contacts (spec 1 §3, §5): shared by the server and the web forms. Numbers are stored as digits only
 * ('+55 (11) 99999-0001' → '5511999990001'); a group's number is its chat id as the provider gives it.
 */
export const onlyDigits = (raw: string) => raw.replace(/\D/g, '');

const number = z
  .string({ required_error: 'Required' })
  .trim()
  .min(1, 'Required')
  .transform(onlyDigits)
  .pipe(z.string().min(8, 'Too Short!').max(50, 'Too Long!'));

const email = z.string().trim().max(254, 'Too Long!').email('Invalid email').or(z.literal(''));

export const ExtraInfoInput = z.object({
  /** Kept when the pair already existed; new pairs get one. */
  id: z.string().max(64).optional(),
  name: z.string().trim().min(1, 'Required').max(100, 'Too Long!'),
  value: z.string().trim().max(1000, 'Too Long!'),
});

export const ContactCreate = z.object({
  name: requiredName,
  number,
  email: email.default(''),
  extraInfo: z.array(ExtraInfoInput).max(50).default([]),
});
export type ContactCreate = z.infer<typeof ContactCreate>;

/**
 * A contact whose number the customer hides (LID only, docs/decisions/015) is edited with its number empty: ''
 * keeps it hidden. The edit of a contact with a number refuses '' (service.ts): a phone contact keeps 8–50 digits.
 */
export const HiddenNumberContact = ContactCreate.extend({ number: z.literal('').or(number) });

/** Only the fields sent change; `extraInfo`, when sent, replaces the whole list. */
export const ContactUpdate = HiddenNumberContact.partial();
export type ContactUpdate = z.infer<typeof ContactUpdate>;

export const ContactListQuery = z.object({
  searchParam: z.string().trim().max(100).default(''),
  pageNumber: z.coerce.number().int().min(1).max(10_000).default(1),
  /** Opaque cursor of the previous page (`hasMore` pages); pageNumber is kept for the spec's clients. */
  cursor: z.string().max(2000).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(20),
});
export type ContactListQuery = z.infer<typeof ContactListQuery>;

export const ContactParam = z.object({ id: z.string().min(1).max(64) });

export interface ExtraInfo {
  id: string;
  name: string;
  value: string;
}

export interface Contact {
  id: string;
  /** The spec's uuid: the same id. */
  uuid: string;
  name: string;
  /** Phone digits; '' when the customer hides it (known only by `lid`: the web shows "number hidden"). */
  number: string;
  /** The customer's LID (WhatsApp's privacy id, digits) when known (docs/decisions/015). */
  lid: string | null;
  email: string;
  profilePicUrl: string;
  isGroup: boolean;
  /** The connection the contact first wrote through (its "whatsapp origin"), null when created by hand. */
  whatsappId: string | null;
  extraInfo: ExtraInfo[];
  createdAt: string;
  updatedAt: string;
}

/** How tickets and messages show their contact. */
export type ContactRef = Pick<Contact, 'id' | 'name' | 'number' | 'profilePicUrl' | 'email' | 'isGroup'>;

export interface ContactPage {
  contacts: Contact[];
  hasMore: boolean;
  cursor?: string;
}

/** Realtime on `company-<id>-contact`. */
export type ContactEvent = { action: 'create' | 'update'; contact: Contact } | { action: 'delete'; contactId: string };

/** Contact searches start at this many characters (spec 1 §5, §9); fewer keep the whole list. */
export const MIN_CONTACT_SEARCH = 3;

/** The CSV of spec 1 §2: semicolon separator, columns name;number;email. */
export const CONTACTS_CSV_FILE = 'contatos.csv';
export const CONTACTS_CSV_HEADER = 'name;number;email';
/** Largest import accepted (ERR_PAYLOAD_TOO_LARGE above): the file and its rows. */
export const MAX_IMPORT_BYTES = 5 * 1024 * 1024;
export const MAX_IMPORT_ROWS = 50_000;
/** GET /contacts/list is for small pickers: it answers at most this many contacts, in name order. */
export const CONTACT_LIST_CAP = 1000;
