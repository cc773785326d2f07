import type { ErrorHandler } from 'hono';
import { HTTPException } from 'hono/http-exception';
import { ZodError } from 'zod';
import { AppError } from '../platform/errors.js';
import { editConflict, StaleRecord } from '../platform/guarded-transact.js';
import type { AppEnv } from './context.js';
import { log } from '../platform/log.js';

/** The one place errors become answers: `{ error: 'ERR_…', message, details? }`. */
export const onError: ErrorHandler<AppEnv> = (caught, c) => {
  // A StaleRecord outside retryOnStale is still a save that lost a race: the same 409, never a 500.
  const error = caught instanceof StaleRecord ? editConflict() : caught;
  if (error instanceof AppError) {
    return c.json({ error: error.code, message: error.message, details: error.details }, error.status);
  }
  if (error instanceof ZodError) {
    const body = validationBody(error);
    return c.json(body, 400);
  }
  if (error instanceof HTTPException) {
    const status = error.status;
    const code = status === 413 ? 'ERR_PAYLOAD_TOO_LARGE' : status === 401 ? 'ERR_UNAUTHORIZED' : 'ERR_VALIDATION';
    return c.json({ error: code, message: error.message || code }, status);
  }
  log('error', { requestId: c.get('requestId'), error: String(error), stack: (error as Error).stack });
  return c.json({ error: 'ERR_INTERNAL', message: 'An error occurred!' }, 500);
};

export function validationBody(error: ZodError) {
  const flat = error.flatten();
  const first = error.issues[0];
  return {
    error: 'ERR_VALIDATION' as const,
    message: first ? first.message : 'Invalid input',
    details: { fieldErrors: flat.fieldErrors, formErrors: flat.formErrors },
  };
}
