import { Hono } from 'hono';
import { z } from 'zod';
import type { AppEnv } from '../../http/context.js';
import { validate } from '../../http/validate.js';
import { QuickMessageCreate, QuickMessageListQuery, QuickMessageUpdate } from './schema.js';
import {
  createQuickMessage,
  deleteQuickMessage,
  listQuickMessages,
  listQuickMessagesPage,
  showQuickMessage,
  updateQuickMessage,
} from './service.js';

const QuickMessageParam = z.object({ id: z.string().min(1).max(64) });

export const quickMessagesRoutes = new Hono<AppEnv>()
  .get('/list', async (c) => c.json(await listQuickMessages(c.get('deps'), c.get('actor'))))
  .get('/', validate('query', QuickMessageListQuery), async (c) => {
    const { searchParam, pageNumber } = c.req.valid('query');
    return c.json(await listQuickMessagesPage(c.get('deps'), c.get('actor'), searchParam, pageNumber));
  })
  .get('/:id', validate('param', QuickMessageParam), async (c) => {
    return c.json(await showQuickMessage(c.get('deps'), c.get('actor'), c.req.valid('param').id));
  })
  .post('/', validate('json', QuickMessageCreate), async (c) => {
    return c.json(await createQuickMessage(c.get('deps'), c.get('actor'), c.req.valid('json')), 201);
  })
  .put('/:id', validate('param', QuickMessageParam), validate('json', QuickMessageUpdate), async (c) => {
    const { id } = c.req.valid('param');
    return c.json(await updateQuickMessage(c.get('deps'), c.get('actor'), id, c.req.valid('json')));
  })
  .delete('/:id', validate('param', QuickMessageParam), async (c) => {
    await deleteQuickMessage(c.get('deps'), c.get('actor'), c.req.valid('param').id);
    return c.body(null, 204);
  });
