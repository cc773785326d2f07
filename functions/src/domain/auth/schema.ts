import { z } from 'zod';

export const LoginInput = z.object({
  email: z.string({ required_error: 'Required' }).trim().min(1, 'Required').max(254),
  password: z.string({ required_error: 'Required' }).min(1, 'Required').max(200),
});
export type LoginInput = z.infer<typeof LoginInput>;
