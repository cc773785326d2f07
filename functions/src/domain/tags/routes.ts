import { Hono, type MiddlewareHandler } from 'hono';
import { z } from 'zod';
import { requireAdmin } from '../../http/auth.js';
import { AppError } from '../../platform/errors.js';
import type { AppEnv } from '../../http/context.js';
import { validate } from '../../http/validate.js';
import { TagCreate, TagListQuery, TagSync, TagUpdate } from './schema.js';
import { createTag, deleteTag, listTags, listTagsPage, mayUseKanbanSwitch, showTag, updateTag } from './service.js';
import { syncTicketTags } from './sync.js';

const TagParam = z.object({ id: z.string().min(1).max(64) });
const noPermission = () => new AppError('ERR_NO_PERMISSION', 403, 'Sem permissão.');

/** Editing a tag is for the Tags screen's admins and supervisors (whose part is the kanban switch, spec 2 §6). */
const requireTagEditor: MiddlewareHandler<AppEnv> = async (c, next) => {
  if (!mayUseKanbanSwitch(c.get('actor'))) throw noPermission();
  await next();
};

/**
 * Agents list, create and apply tags from the ticket view; admins and supervisors edit them on the Tags screen,
 * admins delete them.
 */
export const tagsRoutes = new Hono<AppEnv>()
  .get('/list', async (c) => c.json(await listTags(c.get('deps'), c.get('actor'))))
  .get('/', validate('query', TagListQuery), async (c) => {
    const { searchParam, pageNumber, companyId } = c.req.valid('query');
    // `GET /tags?companyId=` (spec 2 §7) names the company whose tags to list: only the actor's own.
    if (companyId !== undefined && companyId !== c.get('actor').companyId) throw noPermission();
    return c.json(await listTagsPage(c.get('deps'), c.get('actor'), searchParam, pageNumber));
  })
  // The kanban board's lanes (spec 2 §7: `lista`).
  .get('/kanban', async (c) => {
    const tags = await listTags(c.get('deps'), c.get('actor'));
    return c.json({ lista: tags.filter((tag) => tag.kanban === 1) });
  })
  .post('/sync', validate('json', TagSync), async (c) => {
    return c.json(await syncTicketTags(c.get('deps'), c.get('actor'), c.req.valid('json')));
  })
  .get('/:id', validate('param', TagParam), async (c) => {
    return c.json(await showTag(c.get('deps'), c.get('actor'), c.req.valid('param').id));
  })
  .post('/', validate('json', TagCreate), async (c) => {
    return c.json(await createTag(c.get('deps'), c.get('actor'), c.req.valid('json')), 201);
  })
  .put('/:id', requireTagEditor, validate('param', TagParam), validate('json', TagUpdate), async (c) => {
    return c.json(await updateTag(c.get('deps'), c.get('actor'), c.req.valid('param').id, c.req.valid('json')));
  })
  .delete('/:id', requireAdmin, validate('param', TagParam), async (c) => {
    await deleteTag(c.get('deps'), c.get('actor'), c.req.valid('param').id);
    return c.body(null, 204);
  });
