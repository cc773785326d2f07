import { z } from 'zod';

/** Tags as the ticket workspace uses them (spec 2 §2): name and colour; a ticket carries a list of them. */
export const TagCreate = z.object({
  name: z.string({ required_error: 'Required' }).trim().min(1, 'Required').max(50, 'Too Long!'),
  color: z
    .string()
    .trim()
    .regex(/^#[0-9a-fA-F]{3,8}$/, 'Cor inválida')
    .default('#5C59A0'),
  kanban: z.number().int().min(0).max(1).default(0),
});
export type TagCreate = z.infer<typeof TagCreate>;

/** POST /tags/sync: the ticket's whole tag list after the change. */
export const TagSync = z.object({
  ticketId: z.string().min(1).max(64),
  tags: z.array(z.object({ id: z.string().min(1).max(64) }).passthrough()).max(50),
});
export type TagSync = z.infer<typeof TagSync>;

export interface Tag {
  id: string;
  name: string;
  color: string;
  kanban: number;
  createdAt: string;
  updatedAt: string;
}

export type TagRef = Pick<Tag, 'id' | 'name' | 'color'>;
