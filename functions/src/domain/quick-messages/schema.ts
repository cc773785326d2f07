import { z } from 'zod';

/** Quick replies (spec 1 §3, spec 2 §2): typed as '/shortcode' in the message input. */
export const QuickMessageCreate = z.object({
  shortcode: z
    .string({ required_error: 'Required' })
    .trim()
    .min(1, 'Required')
    .max(50, 'Too Long!')
    .regex(/^\S+$/, 'Sem espaços'),
  message: z.string({ required_error: 'Required' }).trim().min(1, 'Required').max(4096, 'Too Long!'),
  /** Visible to the whole company (true) or only to its author. */
  geral: z.boolean().default(true),
});
export type QuickMessageCreate = z.infer<typeof QuickMessageCreate>;
export const QuickMessageUpdate = QuickMessageCreate.partial();
export type QuickMessageUpdate = z.infer<typeof QuickMessageUpdate>;

/** GET /quick-messages (the Quick messages screen): search on shortcode and text, pages. */
export const QuickMessageListQuery = z.object({
  searchParam: z.string().trim().max(100).default(''),
  pageNumber: z.coerce.number().int().min(1).max(10_000).default(1),
});

export interface QuickMessage {
  id: string;
  shortcode: string;
  message: string;
  mediaPath: string | null;
  mediaName: string | null;
  geral: boolean;
  userId: string;
  createdAt: string;
  updatedAt: string;
}

/** Autocomplete labels are cut at this many characters (spec 1 §9). */
export const QUICK_MESSAGE_LABEL_MAX = 35;

export interface QuickMessagePage {
  records: QuickMessage[];
  count: number;
  hasMore: boolean;
}
