import { z } from 'zod';
import type { InboundJob as InboundJobType } from '../../platform/chat/chat-provider.js';
import { locationFields, MediaRefSchema, PendingMediaSchema, VCardsSchema } from '../../platform/chat/chat-schemas.js';

/**
 * The inbound queue's job body (platform/chat/chat-provider.ts `InboundJob`) as a schema: the consumer trusts
 * nothing it did not parse, since a body may come from an older or newer session host.
 */
const InboundMessage = z.object({
  id: z.string().min(1),
  chatId: z.string().min(1),
  isGroup: z.boolean(),
  fromMe: z.boolean(),
  participant: z.string().optional(),
  senderName: z.string().optional(),
  timestamp: z.number(),
  body: z.string(),
  media: MediaRefSchema.optional(),
  location: z.object(locationFields).optional(),
  vcards: VCardsSchema.optional(),
  quotedId: z.string().optional(),
  lid: z
    .string()
    .regex(/^\d{1,40}$/)
    .optional(),
  unreadable: z.boolean().optional(),
  pendingMedia: PendingMediaSchema.optional(),
  interactiveReply: z.boolean().optional(),
  poll: z.object({ question: z.string(), options: z.array(z.string()) }).optional(),
});

const ref = { id: z.string().min(1), chatId: z.string().min(1), timestamp: z.number() };

const InboundEvent = z.discriminatedUnion('type', [
  z.object({ type: z.literal('message'), message: InboundMessage }),
  z.object({
    type: z.literal('ack'),
    ...ref,
    ack: z.union([z.literal(0), z.literal(1), z.literal(2), z.literal(3), z.literal(4), z.literal(5)]),
  }),
  z.object({ type: z.literal('edit'), ...ref, body: z.string() }),
  z.object({ type: z.literal('delete'), ...ref }),
  z.object({ type: z.literal('call'), ...ref, status: z.enum(['offer', 'missed', 'rejected']) }),
  z.object({ type: z.literal('sent'), ...ref, localId: z.string().min(1) }),
  z.object({
    type: z.literal('sendFailed'),
    ...ref,
    localId: z.string().min(1),
    reason: z.enum(['disconnected', 'timeout', 'rejected', 'deadLetter']),
  }),
  z.object({
    type: z.literal('media'),
    ...ref,
    media: MediaRefSchema.optional(),
    failure: z.enum(['tooLarge', 'unavailable']).optional(),
  }),
  z.object({
    type: z.literal('reaction'),
    ...ref,
    targetId: z.string().min(1),
    emoji: z.string(),
    fromMe: z.boolean(),
    participant: z.string().optional(),
  }),
  z.object({ type: z.literal('lidMapping'), ...ref, lid: z.string().regex(/^\d{1,40}$/) }),
]);

export const InboundJob: z.ZodType<InboundJobType> = z.object({
  companyId: z.string().min(1),
  connectionId: z.string().min(1),
  event: InboundEvent,
});
