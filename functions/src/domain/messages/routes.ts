import { Hono, type Context, type MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { z } from 'zod';
import type { AppEnv } from '../../http/context.js';
import { validate } from '../../http/validate.js';
import { AppError } from '../../platform/errors.js';
import { MessageListQuery, MessageSend } from './schema.js';
import { sendMessages, type Outgoing } from './send.js';
import { resendMessage } from './resend.js';
import { listMessages } from './page.js';
import { deleteMessage } from './service.js';
import { MAX_UPLOAD_REQUEST_BYTES, readUploads } from './uploads.js';

const TicketParam = z.object({ ticketId: z.string().min(1).max(64) });
const MessageParam = z.object({ messageId: z.string().min(1).max(64) });

/** The app skips its JSON limit for this POST (docs: http/app.ts); JSON keeps 1 MB, uploads get more. */
const JSON_LIMIT = 1024 * 1024;
const tooLarge = () => {
  throw new AppError('ERR_PAYLOAD_TOO_LARGE', 413, 'Payload too large');
};
const jsonLimit = bodyLimit({ maxSize: JSON_LIMIT, onError: tooLarge });
const uploadLimit = bodyLimit({ maxSize: MAX_UPLOAD_REQUEST_BYTES, onError: tooLarge });

const isMultipart = (c: Context<AppEnv>) => (c.req.header('content-type') ?? '').startsWith('multipart/form-data');
/** JSON keeps 1 MB, a multipart upload gets MAX_UPLOAD_REQUEST_BYTES (also the public API's send). */
export const sendLimit: MiddlewareHandler<AppEnv> = (c, next) => (isMultipart(c) ? uploadLimit(c, next) : jsonLimit(c, next));

const badBody = () => new AppError('ERR_VALIDATION', 400, 'Invalid request body');

/** POST body: JSON MessageSend, or multipart `medias` (files) and `body` (caption). */
async function outgoingOf(c: Context<AppEnv>): Promise<Outgoing> {
  if (isMultipart(c)) {
    const form = await c.req.parseBody({ all: true }).catch(() => {
      throw badBody();
    });
    return readUploads(form);
  }
  const json: unknown = await c.req.json().catch(() => {
    throw badBody();
  });
  const input = MessageSend.parse(json);
  return { body: input.body, ...(input.quotedMsg ? { quotedMsgId: input.quotedMsg.id } : {}) };
}

/** Spec 1 §7: a ticket's conversation, sending into it, deleting one's own message, resending a failed one. */
export const messagesRoutes = new Hono<AppEnv>()
  .get('/:ticketId', validate('param', TicketParam), validate('query', MessageListQuery), async (c) => {
    const { cursor, limit } = c.req.valid('query');
    const page = await listMessages(c.get('deps'), c.get('actor'), c.req.valid('param').ticketId, { cursor, limit });
    return c.json(page);
  })
  .post('/:ticketId', sendLimit, validate('param', TicketParam), async (c) => {
    const outgoing = await outgoingOf(c);
    const sent = await sendMessages(c.get('deps'), c.get('actor'), c.req.valid('param').ticketId, outgoing);
    return c.json(sent, 201);
  })
  .post('/:messageId/resend', validate('param', MessageParam), async (c) => {
    return c.json(await resendMessage(c.get('deps'), c.get('actor'), c.req.valid('param').messageId));
  })
  .delete('/:messageId', validate('param', MessageParam), async (c) => {
    return c.json(await deleteMessage(c.get('deps'), c.get('actor'), c.req.valid('param').messageId));
  });
