import { z } from 'zod';

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
