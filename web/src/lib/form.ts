import type { ZodError } from 'zod';

export type FieldErrors = Partial<Record<string, string>>;

/** A form's values checked with the shared schema: the payload to send, or each bad field's message. */
export type Checked<Payload> = { ok: true; payload: Payload } | { ok: false; errors: FieldErrors };

/** The first message of each invalid field, keyed by the field's top-level name. */
export function zodFieldErrors(error: ZodError): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of error.issues) {
    const field = String(issue.path[0] ?? '');
    errors[field] ??= issue.message;
  }
  return errors;
}

/**
 * The errors left once the given values changed: an error keyed by a changed value's name, or by a part of it
 * (`extraInfo.1.name` when `extraInfo` changed), is dropped. The server's verdict on a field holds only until
 * the field is edited.
 */
export function withoutChanged(errors: FieldErrors, changed: readonly string[]): FieldErrors {
  const kept: FieldErrors = {};
  for (const [key, message] of Object.entries(errors)) {
    const field = key.split('.')[0] ?? key;
    if (!changed.includes(field)) kept[key] = message;
  }
  return kept;
}

/**
 * What a form shows (docs/decisions/027): nothing until the first save was tried; from then on the schema's
 * verdict on the current values, so a corrected field loses its message as it is typed, plus the server's
 * messages for fields not edited since it answered.
 */
export function shownErrors<Payload>(
  attempted: boolean,
  checked: Checked<Payload>,
  serverErrors: FieldErrors,
): FieldErrors {
  if (!attempted) return serverErrors;
  return checked.ok ? serverErrors : { ...serverErrors, ...checked.errors };
}
