import { z } from 'zod';
import { locationFields, MediaRefSchema, VCardsSchema } from '../../functions/src/platform/chat/chat-schemas.js';
import type { SessionCommand } from '../../functions/src/platform/chat/session-commands.js';

/**
 * The outbound queue's body, checked before the session manager acts on it: a queue is an edge like an HTTP
 * request, and a malformed job must be dropped with a log, not crash a session.
 */
const id = z.string().min(1).max(200);

const OutboundContent = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('text'), body: z.string(), quotedId: z.string().optional() }),
  z.object({
    kind: z.literal('media'),
    media: MediaRefSchema,
    caption: z.string().optional(),
    quotedId: z.string().optional(),
  }),
  z.object({ kind: z.literal('location'), ...locationFields }),
  z.object({ kind: z.literal('vcard'), displayName: z.string(), vcard: z.string() }),
  z.object({ kind: z.literal('reaction'), messageId: id, emoji: z.string() }),
  z.object({ kind: z.literal('edit'), messageId: id, body: z.string() }),
  z.object({ kind: z.literal('delete'), messageId: id }),
]);

const CustomerMessage = z.object({
  id,
  number: z.string().regex(/^\d{10,15}$/),
  name: z.string().optional(),
  body: z.string(),
  timestamp: z.number(),
  media: MediaRefSchema.optional(),
  location: z.object(locationFields).optional(),
  vcards: VCardsSchema.optional(),
  quotedId: z.string().optional(),
});

const target = { companyId: id, connectionId: id };
const number = z.string().regex(/^\d{10,15}$/);

export const SessionCommandSchema: z.ZodType<SessionCommand> = z.discriminatedUnion('type', [
  z.object({ type: z.literal('session.start'), ...target, pairingPhone: z.string().optional() }),
  z.object({ type: z.literal('session.newQr'), ...target }),
  z.object({ type: z.literal('session.logout'), ...target }),
  z.object({ type: z.literal('session.remove'), ...target }),
  z.object({ type: z.literal('send'), ...target, chatId: id, localId: id, content: OutboundContent }),
  z.object({ type: z.literal('checkNumber'), ...target, number: z.string().min(1).max(64), requestId: id }),
  z.object({ type: z.literal('rejectCall'), ...target, chatId: id, callId: id }),
  z.object({ type: z.literal('media.fetch'), ...target, chatId: id, id, ref: z.string().min(1).max(256_000) }),
  z.object({ type: z.literal('simulator.scan'), ...target, code: z.string() }),
  z.object({ type: z.literal('simulator.customerMessage'), ...target, message: CustomerMessage }),
  z.object({ type: z.literal('simulator.read'), ...target, number }),
  z.object({ type: z.literal('simulator.edit'), ...target, number, messageId: id, body: z.string() }),
  z.object({ type: z.literal('simulator.delete'), ...target, number, messageId: id }),
  z.object({ type: z.literal('simulator.call'), ...target, number, callId: id, name: z.string().optional() }),
]);
