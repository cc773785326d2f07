import { z } from 'zod';

/** Quick replies (spec 1 §3, spec 2 §2): typed as '/shortcode' in the message input. */
export const QuickMessageCreate = z.object({
  shortcode: z
    .string({ required_error: 'Obrigatório' })
    .trim()
    .min(1, 'Obrigatório')
    .max(50, 'Too Long!')
    .regex(/^\S+$/, 'Sem espaços'),
  message: z.string({ required_error: 'Obrigatório' }).trim().min(1, 'Obrigatório').max(4096, 'Too Long!'),
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
  /** Sent by the spec's client; the token's user decides what is visible (spec 2 §6), so it is only checked. */
  userId: z.string().max(64).optional(),
});

/** GET /quick-messages/list: the spec's client names its company and user; the token's decide. */
export const QuickMessageAutocompleteQuery = z.object({
  companyId: z.string().max(64).optional(),
  userId: z.string().max(64).optional(),
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

/** A quick message as the API answers it: with a signed link to its attachment (the ticket input fetches it). */
export type QuickMessageAnswer = QuickMessage & { mediaUrl: string | null };

/** Autocomplete labels are cut at this many characters (spec 1 §9). */
export const QUICK_MESSAGE_LABEL_MAX = 35;

export interface QuickMessagePage {
  records: QuickMessageAnswer[];
  count: number;
  hasMore: boolean;
}

/** Realtime on `company-<id>-quickemessage` (spec 2 §7); a personal message's events reach only its owner. */
export type QuickMessageEvent =
  { action: 'create' | 'update'; record: QuickMessageAnswer } | { action: 'delete'; id: string };

export const quickMessagesChannel = (companyId: string) => `company-${companyId}-quickemessage`;
