import { z } from 'zod';
import { requiredName } from '../common/fields.js';
import { UserCreate } from '../users/schema.js';
import { RECURRENCES } from './schema.js';

/** A calendar date that exists (YYYY-MM-DD); empty or null means none (spec 2 §5: an empty dueDate is null). */
const dueDate = z
  .union([
    z.literal(''),
    z.null(),
    z
      .string()
      .regex(/^\d{4}-\d{2}-\d{2}$/, 'Invalid date')
      .refine(isCalendarDate, 'Invalid date'),
  ])
  .transform((value) => value || null);

function isCalendarDate(value: string): boolean {
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

const email = UserCreate.shape.email;
const planId = z.string({ required_error: 'Required' }).trim().min(1, 'Required').max(64);

/** The company fields of the Empresas tab (spec 2 §2, §5); every one optional on an update. */
const companyFields = {
  name: requiredName,
  email,
  phone: z.string().trim().max(30, 'Too Long!').nullable().optional(),
  planId,
  status: z.boolean().default(true),
  campaignsEnabled: z.boolean().default(true),
  recurrence: z.enum(RECURRENCES).default('MENSAL'),
  dueDate: dueDate.optional(),
};

/** POST /companies (super users): the company and its first admin's password (spec 2 §2). */
export const CompanyCreate = z.object({ ...companyFields, password: UserCreate.shape.password });
export type CompanyCreate = z.infer<typeof CompanyCreate>;

/** PUT /companies/{id}: only the fields sent change (no defaults); a password or an `id` in the body is ignored. */
export const CompanyUpdate = z.object({
  name: requiredName.optional(),
  email: email.optional(),
  phone: companyFields.phone,
  planId: planId.optional(),
  status: z.boolean().optional(),
  campaignsEnabled: z.boolean().optional(),
  recurrence: z.enum(RECURRENCES).optional(),
  dueDate: dueDate.optional(),
});
export type CompanyUpdate = z.infer<typeof CompanyUpdate>;

/** GET /companies: the Empresas table's search (lower-cased, spec 2 §5) and page. */
export const CompanyListQuery = z.object({
  searchParam: z.string().max(200).default(''),
  pageNumber: z.coerce.number().int().min(1).max(10_000).default(1),
});

export const CompanyParam = z.object({ id: z.string().min(1).max(64) });
