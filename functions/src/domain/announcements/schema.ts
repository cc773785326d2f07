import { z } from 'zod';

const required = 'Obrigatório';
const priority = z
  .number({ invalid_type_error: 'Prioridade de 1 a 3' })
  .int('Prioridade de 1 a 3')
  .min(1, 'Prioridade de 1 a 3')
  .max(3, 'Prioridade de 1 a 3');

/** Spec 3 §3 and §5: title and text required; priority 1 (high) to 3 (low), default 3; status default active. */
export const AnnouncementInput = z.object({
  title: z
    .string({ required_error: required, invalid_type_error: required })
    .trim()
    .min(1, required)
    .max(200, 'Too Long!'),
  text: z
    .string({ required_error: required, invalid_type_error: required })
    .trim()
    .min(1, required)
    .max(5000, 'Too Long!'),
  priority: priority.default(3),
  status: z.boolean().default(true),
});
export type AnnouncementInput = z.infer<typeof AnnouncementInput>;

/** PUT /announcements/{id}: only the fields sent change. */
export const AnnouncementUpdate = z.object({
  title: AnnouncementInput.shape.title.optional(),
  text: AnnouncementInput.shape.text.optional(),
  priority: priority.optional(),
  status: z.boolean().optional(),
});
export type AnnouncementUpdate = z.infer<typeof AnnouncementUpdate>;

/** GET /announcements: search on title and text, in pages. */
export const AnnouncementListQuery = z.object({
  searchParam: z.string().trim().max(100).default(''),
  pageNumber: z.coerce.number().int().min(1).max(10_000).default(1),
});

export interface Announcement {
  id: string;
  title: string;
  text: string;
  priority: number;
  status: boolean;
  /** The image's public name (`<random>.<ext>`, docs/decisions/051) or null; its URL is `mediaUrl`. */
  mediaPath: string | null;
  mediaName: string | null;
  createdAt: string;
  updatedAt: string;
}

/** An announcement as the API answers it: with the public path of its image. */
export type AnnouncementAnswer = Announcement & { mediaUrl: string | null };

export interface AnnouncementPage {
  records: AnnouncementAnswer[];
  count: number;
  hasMore: boolean;
}
