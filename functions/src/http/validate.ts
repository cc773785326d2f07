import { zValidator } from '@hono/zod-validator';
import type { ValidationTargets } from 'hono';
import type { ZodSchema } from 'zod';
import { validationBody } from './on-error.js';

/** `zValidator` answering the project's error shape (ERR_VALIDATION with the schema's messages). */
export function validate<T extends ZodSchema, Target extends keyof ValidationTargets>(target: Target, schema: T) {
  return zValidator(target, schema, (result, c) => {
    if (!result.success) return c.json(validationBody(result.error), 400);
  });
}
