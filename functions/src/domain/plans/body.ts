import { z } from 'zod';
import { PLAN_FLAGS, type PlanFlag } from './schema.js';

/** A number, or a number typed as text (the form's inputs); anything else is refused, never coerced. */
const numeric = (schema: z.ZodNumber) =>
  z.preprocess((value) => (typeof value === 'string' && value.trim() !== '' ? Number(value) : value), schema);

const count = z
  .number({ invalid_type_error: 'Deve ser um número' })
  .int('Deve ser um número inteiro')
  .min(0, 'Não pode ser negativo')
  .max(100_000, 'Valor alto demais');
const countField = numeric(count);

const flags = Object.fromEntries(PLAN_FLAGS.map((flag) => [flag, z.boolean().default(true)])) as Record<
  PlanFlag,
  z.ZodDefault<z.ZodBoolean>
>;

/** POST /plans: the fields and defaults of spec 2 §3 (counts and value 0, every feature flag on). */
export const PlanCreate = z.object({
  name: z.string({ required_error: 'Obrigatório' }).trim().min(1, 'Obrigatório').max(100, 'Muito longo'),
  users: countField.default(0),
  connections: countField.default(0),
  queues: countField.default(0),
  /** BRL per month, kept to the cent. */
  value: numeric(
    z
      .number({ invalid_type_error: 'Deve ser um número' })
      .min(0, 'Não pode ser negativo')
      .max(10_000_000, 'Valor alto demais'),
  )
    .transform((value) => Math.round(value * 100) / 100)
    .default(0),
  ...flags,
});
export type PlanCreate = z.infer<typeof PlanCreate>;

/** PUT /plans/{id}: only the fields sent change (no defaults); an `id` in the body is ignored. */
export const PlanUpdate = PlanCreate.partial();
export type PlanUpdate = z.infer<typeof PlanUpdate>;

export const PlanParam = z.object({ id: z.string().min(1).max(64) });
