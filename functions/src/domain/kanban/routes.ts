import { Hono } from 'hono';
import { z } from 'zod';
import type { AppEnv } from '../../http/context.js';
import { validate } from '../../http/validate.js';
import { requirePlanFeature } from '../plans/feature-gate.js';
import { TicketListQuery } from '../tickets/schema.js';
import { kanbanBoard } from './board.js';
import { addTicketTag, removeKanbanTags } from './ticket-tags.js';

const id = z.string().min(1).max(64);
const KanbanQuery = z.object({ queueIds: TicketListQuery.shape.queueIds });
const TicketParam = z.object({ ticketId: id });
const TicketTagParam = z.object({ ticketId: id, tagId: id });

/** GET /ticket/kanban (spec 2 §7): the board's tickets; only for a plan with useKanban. */
export const ticketKanbanRoutes = new Hono<AppEnv>()
  .use(requirePlanFeature('useKanban'))
  .get('/kanban', validate('query', KanbanQuery), async (c) => {
    return c.json(await kanbanBoard(c.get('deps'), c.get('actor'), c.req.valid('query').queueIds));
  });

/** The board's moves (spec 2 §4): the old lane's tag off, then the new lane's on. */
export const ticketTagsRoutes = new Hono<AppEnv>()
  .use(requirePlanFeature('useKanban'))
  .put('/:ticketId/:tagId', validate('param', TicketTagParam), async (c) => {
    const { ticketId, tagId } = c.req.valid('param');
    return c.json(await addTicketTag(c.get('deps'), c.get('actor'), ticketId, tagId));
  })
  .delete('/:ticketId', validate('param', TicketParam), async (c) => {
    return c.json(await removeKanbanTags(c.get('deps'), c.get('actor'), c.req.valid('param').ticketId));
  });
