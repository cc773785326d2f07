import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { z } from 'zod';
import type { AppEnv } from '../../http/context.js';
import { validate } from '../../http/validate.js';
import { AppError } from '../../platform/errors.js';
import { requirePlanFeature } from '../plans/feature-gate.js';
import { FileListCreate, FileListQuery, FileListUpdate } from './schema.js';
import { createFileList, deleteFileList, existing, listFileLists, showFileList, updateFileList } from './service.js';
import { many, MAX_FILE_LIST_FILE_BYTES, MAX_FILE_LIST_FILES, uploadFileListFiles } from './upload.js';

const FileListParam = z.object({ id: z.string().min(1).max(64) });

/** The app skips its JSON limit for the upload (http/app.ts): the files plus the form's overhead. */
const uploadLimit = bodyLimit({
  maxSize: MAX_FILE_LIST_FILE_BYTES * MAX_FILE_LIST_FILES + 64 * 1024,
  onError: () => {
    throw new AppError('ERR_PAYLOAD_TOO_LARGE', 413, 'Payload too large');
  },
});
const noFiles = () => new AppError('ERR_VALIDATION', 400, 'Envie os arquivos no campo "files".');

/** Spec 3 §7 File lists, for any user of a company whose plan has useCampaigns. */
export const fileListsRoutes = new Hono<AppEnv>()
  .use(requirePlanFeature('useCampaigns'))
  .get('/', validate('query', FileListQuery), async (c) => {
    const { searchParam, pageNumber } = c.req.valid('query');
    return c.json(await listFileLists(c.get('deps'), c.get('actor'), searchParam, pageNumber));
  })
  .get('/:id', validate('param', FileListParam), async (c) => {
    return c.json(await showFileList(c.get('deps'), c.get('actor'), c.req.valid('param').id));
  })
  .post('/', validate('json', FileListCreate), async (c) => {
    return c.json(await createFileList(c.get('deps'), c.get('actor'), c.req.valid('json')), 201);
  })
  .put('/:id', validate('param', FileListParam), validate('json', FileListUpdate), async (c) => {
    const { id } = c.req.valid('param');
    return c.json(await updateFileList(c.get('deps'), c.get('actor'), id, c.req.valid('json')));
  })
  .delete('/:id', validate('param', FileListParam), async (c) => {
    await deleteFileList(c.get('deps'), c.get('actor'), c.req.valid('param').id);
    return c.json({ message: 'Lista de arquivos excluída.' });
  })
  .post('/uploadList/:id', uploadLimit, validate('param', FileListParam), async (c) => {
    const { id } = c.req.valid('param');
    // Another company's id is answered before the form is read.
    await existing(c.get('deps'), c.get('actor').companyId, id);
    const form = await c.req.parseBody({ all: true }).catch(() => {
      throw noFiles();
    });
    return c.json(await uploadFileListFiles(c.get('deps'), c.get('actor'), id, many(form.files), many(form.id)));
  });
