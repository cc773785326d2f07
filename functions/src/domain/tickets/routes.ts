import { Hono } from 'hono';
import { z } from 'zod';
import { requireAdmin } from '../../http/auth.js';
import type { AppEnv } from '../../http/context.js';
import { validate } from '../../http/validate.js';
import { deleteTicket } from './delete.js';
import { listTickets } from './list.js';
import { TicketCreate, TicketListQuery, TicketUpdate } from './schema.js';
import { createTicket, showTicket } from './service.js';
import { updateTicket } from './update.js';

const TicketParam = z.object({ id: z.string().min(1).max(64) });
const UuidParam = z.object({ uuid: z.string().min(1).max(64) });

/** The ticket workspace's calls (spec 1 §7). The uuid of the spec is the ticket's id. */
export const ticketsRoutes = new Hono<AppEnv>()
  .get('/', validate('query', TicketListQuery), async (c) => {
    return c.json(await listTickets(c.get('deps'), c.get('actor'), c.req.valid('query')));
  })
  .get('/u/:uuid', validate('param', UuidParam), async (c) => {
    return c.json(await showTicket(c.get('deps'), c.get('actor'), c.req.valid('param').uuid));
  })
  .get('/:id', validate('param', TicketParam), async (c) => {
    return c.json(await showTicket(c.get('deps'), c.get('actor'), c.req.valid('param').id));
  })
  .post('/', validate('json', TicketCreate), async (c) => {
    return c.json(await createTicket(c.get('deps'), c.get('actor'), c.req.valid('json')), 201);
  })
  .put('/:id', validate('param', TicketParam), validate('json', TicketUpdate), async (c) => {
    const ticket = await updateTicket(c.get('deps'), c.get('actor'), c.req.valid('param').id, c.req.valid('json'));
    return c.json(ticket);
  })
  .delete('/:id', requireAdmin, validate('param', TicketParam), async (c) => {
    await deleteTicket(c.get('deps'), c.get('actor'), c.req.valid('param').id);
    return c.body(null, 204);
  });
