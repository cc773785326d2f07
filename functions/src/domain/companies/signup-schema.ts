import { z } from 'zod';
import { UserCreate } from '../users/schema.js';

/**
 * POST /companies/cadastro (spec 2 §7), with the user form's rules and texts (spec 2 §5); shared by the server and
 * the signup page. The client may also send recurrence, dueDate, status and campaignsEnabled; those are the
 * server's to decide (spec 2 §4), so they are dropped with any other unknown key.
 */
export const SignupBody = UserCreate.pick({ name: true, email: true, password: true }).extend({
  phone: z.string().trim().max(30, 'Too Long!').optional().nullable(),
  planId: z.string({ required_error: 'Required' }).min(1, 'Required').max(64),
});
export type SignupBody = z.infer<typeof SignupBody>;
