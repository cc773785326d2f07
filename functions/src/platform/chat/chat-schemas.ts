import { z } from 'zod';

/**
 * Schemas of the pieces both queues carry (chat-provider.ts types): the inbound consumer and the session host
 * parse job bodies with them, since a body may come from an older or newer process.
 */
export const MediaKindSchema = z.enum(['image', 'audio', 'video', 'document', 'sticker']);

export const MediaRefSchema = z.object({
  kind: MediaKindSchema,
  blobKey: z.string().min(1),
  mimetype: z.string().min(1),
  fileName: z.string().optional(),
  size: z.number().int().nonnegative().optional(),
  ptt: z.boolean().optional(),
});

export const PendingMediaSchema = z.object({
  kind: MediaKindSchema,
  mimetype: z.string().min(1),
  fileName: z.string().optional(),
  size: z.number().int().nonnegative().optional(),
  ptt: z.boolean().optional(),
});

export const locationFields = { latitude: z.number(), longitude: z.number(), description: z.string().optional() };

export const VCardsSchema = z.array(z.object({ displayName: z.string(), vcard: z.string() }));
