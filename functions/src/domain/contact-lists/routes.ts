import { Hono } from 'hono';
import type { AppEnv } from '../../http/context.js';
import { validate } from '../../http/validate.js';
import { requirePlanFeature } from '../plans/feature-gate.js';
import { createItem, deleteItem, listItemsPage, requireItem, updateItem } from './items.js';
import { toContactListItem } from './events.js';
import { uploadRoutes } from './upload-route.js';
import {
  ContactListBody,
  ContactListItemCreate,
  ContactListItemQuery,
  ContactListItemUpdate,
  ContactListQuery,
  IdParam,
} from './schema.js';
import {
  createContactList,
  deleteContactList,
  listContactListNames,
  listContactListsPage,
  showContactList,
  updateContactList,
} from './service.js';

/** Spec 3 §7 Contact lists, for any user of a plan with useCampaigns. */
export const contactListsRoutes = new Hono<AppEnv>()
  .use(requirePlanFeature('useCampaigns'))
  .get('/', validate('query', ContactListQuery), async (c) => {
    const { searchParam, pageNumber } = c.req.valid('query');
    return c.json(await listContactListsPage(c.get('deps'), c.get('actor'), searchParam, pageNumber));
  })
  .get('/list', async (c) => c.json(await listContactListNames(c.get('deps'), c.get('actor'))))
  .get('/:id', validate('param', IdParam), async (c) => {
    return c.json(await showContactList(c.get('deps'), c.get('actor'), c.req.valid('param').id));
  })
  .post('/', validate('json', ContactListBody), async (c) => {
    return c.json(await createContactList(c.get('deps'), c.get('actor'), c.req.valid('json')), 201);
  })
  .put('/:id', validate('param', IdParam), validate('json', ContactListBody), async (c) => {
    const { id } = c.req.valid('param');
    return c.json(await updateContactList(c.get('deps'), c.get('actor'), id, c.req.valid('json')));
  })
  .delete('/:id', validate('param', IdParam), async (c) => {
    await deleteContactList(c.get('deps'), c.get('actor'), c.req.valid('param').id);
    return c.body(null, 204);
  })
  .route('/', uploadRoutes);

/** Spec 3 §7 Contact list items (the list named by `contactListId`). */
export const contactListItemsRoutes = new Hono<AppEnv>()
  .use(requirePlanFeature('useCampaigns'))
  .get('/', validate('query', ContactListItemQuery), async (c) => {
    const { contactListId, searchParam, pageNumber } = c.req.valid('query');
    return c.json(await listItemsPage(c.get('deps'), c.get('actor'), contactListId, searchParam, pageNumber));
  })
  .get('/:id', validate('param', IdParam), async (c) => {
    const item = await requireItem(c.get('deps'), c.get('actor').companyId, c.req.valid('param').id);
    return c.json(toContactListItem(item));
  })
  .post('/', validate('json', ContactListItemCreate), async (c) => {
    const { contactListId, name, number, email } = c.req.valid('json');
    const saved = await createItem(c.get('deps'), c.get('actor'), contactListId, { name, number, email });
    return c.json(saved.item, saved.merged ? 200 : 201);
  })
  .put('/:id', validate('param', IdParam), validate('json', ContactListItemUpdate), async (c) => {
    const { id } = c.req.valid('param');
    return c.json(await updateItem(c.get('deps'), c.get('actor'), id, c.req.valid('json')));
  })
  .delete('/:id', validate('param', IdParam), async (c) => {
    await deleteItem(c.get('deps'), c.get('actor'), c.req.valid('param').id);
    return c.body(null, 204);
  });
