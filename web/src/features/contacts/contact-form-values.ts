import { ContactCreate, HiddenNumberContact, type Contact } from '@domain/contacts/schema';
import { ApiError } from '../../lib/api-error';
import type { FieldErrors } from '../../lib/form';

export interface ExtraInfoRow {
  /** A key for React only: stored pairs use their id, new rows get a local one. */
  key: string;
  id?: string;
  name: string;
  value: string;
}

export interface ContactFormValues {
  name: string;
  number: string;
  email: string;
  extraInfo: ExtraInfoRow[];
  /** The customer hides their number (a LID-only contact): it may stay empty, or be typed when learned. */
  numberHidden: boolean;
}

let nextRowKey = 0;
export const newExtraInfoRow = (): ExtraInfoRow => ({ key: `new-${nextRowKey++}`, name: '', value: '' });

/** The form of a stored contact, or of a new one optionally prefilled (e.g. the number searched for). */
export function contactToForm(contact?: Partial<ContactCreate> & Partial<Pick<Contact, 'lid'>>): ContactFormValues {
  return {
    name: contact?.name ?? '',
    number: contact?.number ?? '',
    email: contact?.email ?? '',
    extraInfo: (contact?.extraInfo ?? []).map((pair) => ({
      key: pair.id ?? newExtraInfoRow().key,
      id: pair.id,
      name: pair.name,
      value: pair.value,
    })),
    numberHidden: Boolean(contact?.lid) && !contact?.number,
  };
}

/**
 * Checks the form with the shared schema. Errors of an extraInfo pair are keyed by row and field
 * (`extraInfo.1.name`) so the message shows beside the right input.
 */
export function toContactPayload(
  values: ContactFormValues,
): { ok: true; payload: ContactCreate } | { ok: false; errors: FieldErrors } {
  const parsed = (values.numberHidden ? HiddenNumberContact : ContactCreate).safeParse({
    ...values,
    extraInfo: values.extraInfo.map(({ id, name, value }) => (id ? { id, name, value } : { name, value })),
  });
  if (parsed.success) return { ok: true, payload: parsed.data };
  const errors: FieldErrors = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path[0] === 'extraInfo' ? issue.path.slice(0, 3).join('.') : String(issue.path[0] ?? '');
    errors[field] ??= issue.message;
  }
  return { ok: false, errors };
}

/** Answers about the number itself; the toast already says it, the number field shows it too. */
const NUMBER_ERRORS = new Set(['ERR_DUPLICATED_CONTACT', 'ERR_WAPP_INVALID_CONTACT']);

/** Turns a refused number into a field error the form understands (the shape of an ERR_VALIDATION answer). */
export function asNumberFieldError(error: unknown): unknown {
  if (!(error instanceof ApiError) || !error.code || !NUMBER_ERRORS.has(error.code)) return error;
  return new ApiError(error.status, error.code, error.message, { fieldErrors: { number: [error.message] } });
}
