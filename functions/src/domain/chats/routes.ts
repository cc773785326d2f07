import { Hono } from 'hono';
import { z } from 'zod';
import type { AppEnv } from '../../http/context.js';
import { validate } from '../../http/validate.js';
import { requirePlanFeature } from '../plans/feature-gate.js';
import { ChatInput, ChatListQuery, ChatMessageInput, ChatMessagesQuery } from './schema.js';
import {
  createChat,
  deleteChat,
  listChatMessages,
  listChats,
  readChat,
  sendChatMessage,
  showChat,
  updateChat,
} from './service.js';

const ChatParam = z.object({ id: z.string().min(1).max(64) });

/** Spec 3 §7 Internal chats, for users whose plan has useInternalChat (docs/decisions/050). */
export const chatsRoutes = new Hono<AppEnv>()
  .use(requirePlanFeature('useInternalChat'))
  .get('/', validate('query', ChatListQuery), async (c) => {
    return c.json(await listChats(c.get('deps'), c.get('actor'), c.req.valid('query').pageNumber));
  })
  .get('/:id', validate('param', ChatParam), async (c) => {
    return c.json(await showChat(c.get('deps'), c.get('actor'), c.req.valid('param').id));
  })
  .post('/', validate('json', ChatInput), async (c) => {
    return c.json(await createChat(c.get('deps'), c.get('actor'), c.req.valid('json')), 201);
  })
  .put('/:id', validate('param', ChatParam), validate('json', ChatInput), async (c) => {
    return c.json(await updateChat(c.get('deps'), c.get('actor'), c.req.valid('param').id, c.req.valid('json')));
  })
  .delete('/:id', validate('param', ChatParam), async (c) => {
    await deleteChat(c.get('deps'), c.get('actor'), c.req.valid('param').id);
    return c.body(null, 204);
  })
  .post('/:id/read', validate('param', ChatParam), async (c) => {
    return c.json(await readChat(c.get('deps'), c.get('actor'), c.req.valid('param').id));
  })
  .get('/:id/messages', validate('param', ChatParam), validate('query', ChatMessagesQuery), async (c) => {
    const { id } = c.req.valid('param');
    return c.json(await listChatMessages(c.get('deps'), c.get('actor'), id, c.req.valid('query').pageNumber));
  })
  .post('/:id/messages', validate('param', ChatParam), validate('json', ChatMessageInput), async (c) => {
    const { id } = c.req.valid('param');
    return c.json(await sendChatMessage(c.get('deps'), c.get('actor'), id, c.req.valid('json').message), 201);
  });
