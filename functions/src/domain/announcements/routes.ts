import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { z } from 'zod';
import { requireSuper } from '../../http/auth.js';
import type { AppEnv } from '../../http/context.js';
import { validate } from '../../http/validate.js';
import { AppError } from '../../platform/errors.js';
import { AnnouncementInput, AnnouncementListQuery, AnnouncementUpdate } from './schema.js';
import {
  activeAnnouncements,
  createAnnouncement,
  listAnnouncements,
  markAnnouncementsSeen,
  showAnnouncement,
  unseenAnnouncements,
} from './service.js';
import {
  deleteAnnouncement,
  deleteAnnouncementImage,
  existing,
  MAX_ANNOUNCEMENT_IMAGE_BYTES,
  updateAnnouncement,
  uploadAnnouncementImage,
} from './writes.js';

const AnnouncementParam = z.object({ id: z.string().min(1).max(64) });

/** The app skips its JSON limit for the upload (http/app.ts): the image plus the form's overhead. */
const uploadLimit = bodyLimit({
  maxSize: MAX_ANNOUNCEMENT_IMAGE_BYTES + 64 * 1024,
  onError: () => {
    throw new AppError('ERR_PAYLOAD_TOO_LARGE', 413, 'Payload too large');
  },
});
const noFile = () => new AppError('ERR_VALIDATION', 400, 'Envie uma imagem no campo "file".');

/**
 * Announcements (spec 3 §7, docs/decisions/051): the platform's notices, read by every signed-in user of every
 * company (the active ones; super users see all), written by super users only.
 */
export const announcementsRoutes = new Hono<AppEnv>()
  .get('/', validate('query', AnnouncementListQuery), async (c) => {
    const { searchParam, pageNumber } = c.req.valid('query');
    return c.json(await listAnnouncements(c.get('deps'), c.get('actor'), searchParam, pageNumber));
  })
  .get('/active', async (c) => c.json(await activeAnnouncements(c.get('deps'), c.get('actor'))))
  .get('/unseen', async (c) => c.json(await unseenAnnouncements(c.get('deps'), c.get('actor'))))
  .post('/seen', async (c) => c.json(await markAnnouncementsSeen(c.get('deps'), c.get('actor'))))
  .get('/:id', validate('param', AnnouncementParam), async (c) => {
    return c.json(await showAnnouncement(c.get('deps'), c.get('actor'), c.req.valid('param').id));
  })
  .post('/', requireSuper, validate('json', AnnouncementInput), async (c) => {
    return c.json(await createAnnouncement(c.get('deps'), c.req.valid('json')), 201);
  })
  .put('/:id', requireSuper, validate('param', AnnouncementParam), validate('json', AnnouncementUpdate), async (c) => {
    return c.json(await updateAnnouncement(c.get('deps'), c.req.valid('param').id, c.req.valid('json')));
  })
  .delete('/:id', requireSuper, validate('param', AnnouncementParam), async (c) => {
    await deleteAnnouncement(c.get('deps'), c.req.valid('param').id);
    return c.body(null, 204);
  })
  .post('/:id/media-upload', requireSuper, uploadLimit, validate('param', AnnouncementParam), async (c) => {
    // An unknown id is answered before the form is read.
    await existing(c.get('deps'), c.req.valid('param').id);
    const form = await c.req.parseBody().catch(() => {
      throw noFile();
    });
    if (!(form.file instanceof File)) throw noFile();
    return c.json(await uploadAnnouncementImage(c.get('deps'), c.req.valid('param').id, form.file));
  })
  .delete('/:id/media-upload', requireSuper, validate('param', AnnouncementParam), async (c) => {
    return c.json(await deleteAnnouncementImage(c.get('deps'), c.req.valid('param').id));
  });
