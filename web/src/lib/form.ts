import type { ZodError } from 'zod';

export type FieldErrors = Partial<Record<string, string>>;

/** The first message of each invalid field, keyed by the field's top-level name. */
export function zodFieldErrors(error: ZodError): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of error.issues) {
    const field = String(issue.path[0] ?? '');
    errors[field] ??= issue.message;
  }
  return errors;
}
