import { z } from 'zod';

/** Spec 2 §5: a name is required ('Obrigatório') and at least 3 characters long ('Mensagem muito curta'). */
const TagName = z
  .string({ required_error: 'Obrigatório' })
  .trim()
  .max(50, 'Too Long!')
  .refine((name) => name.length > 0, 'Obrigatório')
  .refine((name) => name.length === 0 || name.length >= 3, 'Mensagem muito curta');

/** Tags as the ticket workspace uses them (spec 2 §2): name and colour; a ticket carries a list of them. */
export const TagCreate = z.object({
  name: TagName,
  color: z
    .string()
    .trim()
    .regex(/^#[0-9a-fA-F]{3,8}$/, 'Cor inválida')
    .default('#5C59A0'),
  kanban: z.number().int().min(0).max(1).default(0),
});
export type TagCreate = z.infer<typeof TagCreate>;

/** PUT /tags/{id}: only the fields sent change. */
export const TagUpdate = TagCreate.partial();
export type TagUpdate = z.infer<typeof TagUpdate>;

/** GET /tags (the Tags screen): name search and pages; `companyId`, when sent, must be the actor's own. */
export const TagListQuery = z.object({
  searchParam: z.string().trim().max(100).default(''),
  companyId: z.string().min(1).max(64).optional(),
  pageNumber: z.coerce.number().int().min(1).max(10_000).default(1),
});

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
  /** Who created it (absent on tags created before it was recorded). */
  userId?: string;
  createdAt: string;
  updatedAt: string;
}

export type TagRef = Pick<Tag, 'id' | 'name' | 'color'>;

/** A row of the Tags screen: the tag and how many tickets carry it. */
export interface TagWithCount extends Tag {
  ticketsCount: number;
}

export interface TagPage {
  tags: TagWithCount[];
  count: number;
  hasMore: boolean;
}

/** At most this many tags change on a ticket in one sync (two writes each, one ticket, in one transaction). */
export const MAX_TAG_CHANGES = 49;
