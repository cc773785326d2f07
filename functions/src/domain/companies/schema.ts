import { z } from 'zod';
import { WeeklyHours, type HoursEntry } from '../queues/schema.js';

export const RECURRENCES = ['MENSAL', 'BIMESTRAL', 'TRIMESTRAL', 'SEMESTRAL', 'ANUAL'] as const;

export const Company = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  planId: z.string(),
  status: z.boolean(),
  campaignsEnabled: z.boolean(),
  /** Calendar date YYYY-MM-DD. */
  dueDate: z.string().nullable(),
  recurrence: z.enum(RECURRENCES).nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Company = z.infer<typeof Company>;

/** GET /companies/{id}: the company with its weekly hours (spec 2 §7), the defaults of spec 2 §9 until saved. */
export type CompanyDetails = Company & { schedules: HoursEntry[] };

/** PUT /companies/{id}/schedules, as the Horários tab sends it; `id`, when sent, must be the path's company. */
export const CompanySchedulesBody = z.object({
  id: z.string().max(64).optional(),
  schedules: WeeklyHours,
});
export type CompanySchedulesBody = z.infer<typeof CompanySchedulesBody>;
