import { Hono } from 'hono';
import { requireAdmin } from '../../http/auth.js';
import type { AppEnv } from '../../http/context.js';
import { validate } from '../../http/validate.js';
import { deleteContact } from './delete-contact.js';
import { contactsCsv } from './export-contacts.js';
import { contactImportRoutes } from './import/routes.js';
import { listAllContacts, listContacts } from './list.js';
import { CONTACTS_CSV_FILE, ContactCreate, ContactListQuery, ContactParam, ContactUpdate } from './schema.js';
import { createContact, showContact, updateContact } from './service.js';

export const contactsRoutes = new Hono<AppEnv>()
  .get('/', validate('query', ContactListQuery), async (c) => {
    return c.json(await listContacts(c.get('deps'), c.get('actor').companyId, c.req.valid('query')));
  })
  .get('/list', async (c) => c.json(await listAllContacts(c.get('deps'), c.get('actor').companyId)))
  .get('/export', (c) => {
    c.header('Content-Type', 'text/csv; charset=utf-8');
    c.header('Content-Disposition', `attachment; filename="${CONTACTS_CSV_FILE}"`);
    return c.body(contactsCsv(c.get('deps').table, c.get('actor').companyId));
  })
  .route('/import', contactImportRoutes)
  .get('/:id', validate('param', ContactParam), async (c) => {
    return c.json(await showContact(c.get('deps'), c.get('actor'), c.req.valid('param').id));
  })
  .post('/', validate('json', ContactCreate), async (c) => {
    return c.json(await createContact(c.get('deps'), c.get('actor'), c.req.valid('json')), 201);
  })
  .put('/:id', validate('param', ContactParam), validate('json', ContactUpdate), async (c) => {
    const { id } = c.req.valid('param');
    return c.json(await updateContact(c.get('deps'), c.get('actor'), id, c.req.valid('json')));
  })
  .delete('/:id', requireAdmin, validate('param', ContactParam), async (c) => {
    await deleteContact(c.get('deps'), c.get('actor'), c.req.valid('param').id);
    return c.body(null, 204);
  });
