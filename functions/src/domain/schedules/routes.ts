import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { z } from 'zod';
import type { AppEnv } from '../../http/context.js';
import { validate } from '../../http/validate.js';
import { AppError } from '../../platform/errors.js';
import { requirePlanFeature } from '../plans/feature-gate.js';
import { deleteScheduleMedia, MAX_SCHEDULE_MEDIA_BYTES, uploadScheduleMedia } from './media.js';
import { ScheduleCreate, ScheduleListQuery, ScheduleUpdate } from './schema.js';
import { createSchedule, deleteSchedule, editable, listSchedules, showSchedule, updateSchedule } from './service.js';

const ScheduleParam = z.object({ id: z.string().min(1).max(64) });

/** The app skips its JSON limit for the upload (http/app.ts): the picture plus the form's overhead. */
const uploadLimit = bodyLimit({
  maxSize: MAX_SCHEDULE_MEDIA_BYTES + 64 * 1024,
  onError: () => {
    throw new AppError('ERR_PAYLOAD_TOO_LARGE', 413, 'Payload too large');
  },
});
const noFile = () => new AppError('ERR_VALIDATION', 400, 'Envie uma imagem no campo "file".');

/** Spec 2 §7 Schedules, for users whose plan has useSchedules. */
export const schedulesRoutes = new Hono<AppEnv>()
  .use(requirePlanFeature('useSchedules'))
  .get('/', validate('query', ScheduleListQuery), async (c) => {
    const { searchParam, pageNumber } = c.req.valid('query');
    return c.json(await listSchedules(c.get('deps'), c.get('actor'), searchParam, pageNumber));
  })
  .get('/:id', validate('param', ScheduleParam), async (c) => {
    return c.json(await showSchedule(c.get('deps'), c.get('actor'), c.req.valid('param').id));
  })
  .post('/', validate('json', ScheduleCreate), async (c) => {
    return c.json(await createSchedule(c.get('deps'), c.get('actor'), c.req.valid('json')), 201);
  })
  .put('/:id', validate('param', ScheduleParam), validate('json', ScheduleUpdate), async (c) => {
    const { id } = c.req.valid('param');
    return c.json(await updateSchedule(c.get('deps'), c.get('actor'), id, c.req.valid('json')));
  })
  .delete('/:id', validate('param', ScheduleParam), async (c) => {
    await deleteSchedule(c.get('deps'), c.get('actor'), c.req.valid('param').id);
    return c.body(null, 204);
  })
  .post('/:id/media-upload', uploadLimit, validate('param', ScheduleParam), async (c) => {
    // Another company's id, or a sent schedule, is answered before the form is read.
    await editable(c.get('deps'), c.get('actor').companyId, c.req.valid('param').id);
    const form = await c.req.parseBody().catch(() => {
      throw noFile();
    });
    if (!(form.file instanceof File)) throw noFile();
    return c.json(await uploadScheduleMedia(c.get('deps'), c.get('actor'), c.req.valid('param').id, form.file));
  })
  .delete('/:id/media-upload', validate('param', ScheduleParam), async (c) => {
    return c.json(await deleteScheduleMedia(c.get('deps'), c.get('actor'), c.req.valid('param').id));
  });
