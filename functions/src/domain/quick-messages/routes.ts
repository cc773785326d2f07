import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { z } from 'zod';
import type { AppEnv } from '../../http/context.js';
import { validate } from '../../http/validate.js';
import { AppError } from '../../platform/errors.js';
import {
  deleteQuickMessageMedia,
  deleteQuickMessageWithMedia,
  MAX_QUICK_MESSAGE_MEDIA_BYTES,
  uploadQuickMessageMedia,
} from './media.js';
import {
  QuickMessageAutocompleteQuery,
  QuickMessageCreate,
  QuickMessageListQuery,
  QuickMessageUpdate,
} from './schema.js';
import {
  createQuickMessage,
  editable,
  listQuickMessages,
  listQuickMessagesPage,
  showQuickMessage,
  updateQuickMessage,
} from './service.js';

const QuickMessageParam = z.object({ id: z.string().min(1).max(64) });

/** The app skips its JSON limit for the upload (http/app.ts): the file plus the form's overhead. */
const uploadLimit = bodyLimit({
  maxSize: MAX_QUICK_MESSAGE_MEDIA_BYTES + 64 * 1024,
  onError: () => {
    throw new AppError('ERR_PAYLOAD_TOO_LARGE', 413, 'Payload too large');
  },
});
const noFile = () => new AppError('ERR_VALIDATION', 400, 'Envie um arquivo no campo "file".');

/** Spec 2 §7 Quick messages: any user of the company, each seeing the shared ones and their own. */
export const quickMessagesRoutes = new Hono<AppEnv>()
  .get('/list', validate('query', QuickMessageAutocompleteQuery), async (c) =>
    c.json(await listQuickMessages(c.get('deps'), c.get('actor'))),
  )
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
    await deleteQuickMessageWithMedia(c.get('deps'), c.get('actor'), c.req.valid('param').id);
    return c.body(null, 204);
  })
  .post('/:id/media-upload', uploadLimit, validate('param', QuickMessageParam), async (c) => {
    // Another company's id, or another user's personal message, is answered before the form is read.
    await editable(c.get('deps'), c.get('actor'), c.req.valid('param').id);
    const form = await c.req.parseBody().catch(() => {
      throw noFile();
    });
    if (!(form.file instanceof File)) throw noFile();
    return c.json(await uploadQuickMessageMedia(c.get('deps'), c.get('actor'), c.req.valid('param').id, form.file));
  })
  .delete('/:id/media-upload', validate('param', QuickMessageParam), async (c) => {
    return c.json(await deleteQuickMessageMedia(c.get('deps'), c.get('actor'), c.req.valid('param').id));
  });
