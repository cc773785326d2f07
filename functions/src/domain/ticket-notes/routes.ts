import { Hono } from 'hono';
import { z } from 'zod';
import type { AppEnv } from '../../http/context.js';
import { validate } from '../../http/validate.js';
import { TicketNoteCreate, TicketNoteListQuery } from './schema.js';
import { addTicketNote, deleteTicketNote, listTicketNotes } from './service.js';

const NoteParam = z.object({ id: z.string().min(1).max(64) });

export const ticketNotesRoutes = new Hono<AppEnv>()
  .get('/list', validate('query', TicketNoteListQuery), async (c) => {
    return c.json(await listTicketNotes(c.get('deps'), c.get('actor'), c.req.valid('query')));
  })
  .post('/', validate('json', TicketNoteCreate), async (c) => {
    return c.json(await addTicketNote(c.get('deps'), c.get('actor'), c.req.valid('json')), 201);
  })
  .delete('/:id', validate('param', NoteParam), async (c) => {
    await deleteTicketNote(c.get('deps'), c.get('actor'), c.req.valid('param').id);
    return c.body(null, 204);
  });
