/** A failed call to the REST API, with the body's `error` code when the server sent one. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string | undefined,
    message: string,
    readonly details?: unknown,
  ) {
    super(message);
    this.name = 'ApiError';
  }

  /** Field messages of a 400 ERR_VALIDATION answer (`details.fieldErrors`), first message per field. */
  fieldErrors(): Record<string, string> {
    const fieldErrors = (this.details as { fieldErrors?: Record<string, unknown> } | undefined)?.fieldErrors;
    if (!fieldErrors || typeof fieldErrors !== 'object') return {};
    const firstMessages: Record<string, string> = {};
    for (const [field, messages] of Object.entries(fieldErrors)) {
      if (Array.isArray(messages) && typeof messages[0] === 'string') firstMessages[field] = messages[0];
    }
    return firstMessages;
  }
}

export const GENERIC_ERROR_MESSAGE = 'An error occurred!';

/** The catalogue text of an error code, filled with the values the server sent beside it (`{{limit}}`). */
export type TranslateErrorCode = (code: string, values?: Record<string, string | number>) => string | undefined;

/** Codes whose server message carries data (a date) that a fixed translation would lose. */
const CODES_KEEPING_SERVER_TEXT = new Set(['ERR_SUBSCRIPTION_EXPIRED']);

/**
 * Spec 1 §8: the translated text of the body's error code when the catalogue has one, else the server's
 * message, else a plain string body as is, else the generic text.
 */
export function errorMessage(body: unknown, translate: TranslateErrorCode): string {
  if (typeof body === 'string') return body.trim() || GENERIC_ERROR_MESSAGE;
  if (!body || typeof body !== 'object') return GENERIC_ERROR_MESSAGE;
  const { error, message, details } = body as { error?: unknown; message?: unknown; details?: unknown };
  const serverText = typeof message === 'string' && message.trim() ? message : undefined;
  if (typeof error === 'string') {
    if (CODES_KEEPING_SERVER_TEXT.has(error) && serverText) return serverText;
    const translated = translate(error, valuesOf(details));
    if (translated) return translated;
  }
  return serverText ?? GENERIC_ERROR_MESSAGE;
}

/** The plain values of an answer's details (a plan limit, say) that a catalogue text may show; not field lists. */
function valuesOf(details: unknown): Record<string, string | number> | undefined {
  if (!details || typeof details !== 'object' || Array.isArray(details)) return undefined;
  const plain = Object.entries(details).filter(
    (entry): entry is [string, string | number] => typeof entry[1] === 'string' || typeof entry[1] === 'number',
  );
  return plain.length ? Object.fromEntries(plain) : undefined;
}
