import { z } from 'zod';
import { requiredName } from '../common/fields.js';

/** User rules of spec 1 §5 with the texts the forms show; shared by the server and the web forms. */
export const PROFILES = ['admin', 'user', 'supervisor'] as const;

const name = requiredName;
const email = z
  .string({ required_error: 'Required' })
  .trim()
  .min(1, 'Required')
  .email('Invalid email')
  .max(254, 'Too Long!');
const password = z.string().min(5, 'Too Short!').max(50, 'Too Long!');
const id = z.string().min(1).max(64);

export const UserCreate = z.object({
  name,
  email,
  password: z.string({ required_error: 'Required' }).pipe(password),
  profile: z.enum(PROFILES).default('user'),
  queueIds: z.array(id).max(200).default([]),
  whatsappId: id.nullable().optional(),
  allTicket: z.enum(['enable', 'disable']).default('disable'),
});
export type UserCreate = z.infer<typeof UserCreate>;

export const UserUpdate = z.object({
  name: name.optional(),
  email: email.optional(),
  /** An empty password on the edit form means "keep the current one". */
  password: z.union([z.literal(''), password]).optional(),
  profile: z.enum(PROFILES).optional(),
  queueIds: z.array(id).max(200).optional(),
  whatsappId: id.nullable().optional(),
  allTicket: z.enum(['enable', 'disable']).optional(),
});
export type UserUpdate = z.infer<typeof UserUpdate>;

export const UserListQuery = z.object({
  searchParam: z.string().max(100).optional(),
  pageNumber: z.coerce.number().int().min(1).max(10_000).default(1),
});

export interface User {
  id: string;
  companyId: string;
  name: string;
  email: string;
  profile: (typeof PROFILES)[number];
  super: boolean;
  queueIds: string[];
  whatsappId: string | null;
  allTicket: 'enable' | 'disable';
  online: boolean;
  createdAt: string;
  updatedAt: string;
}
