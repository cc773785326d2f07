import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import type { AppEnv } from '../../http/context.js';
import { validate } from '../../http/validate.js';
import { AppError } from '../../platform/errors.js';
import { startListCheck } from './check.js';
import { publishItemEvent } from './events.js';
import { listImportTooLarge, MAX_LIST_IMPORT_BYTES, readListImport } from './import-file.js';
import { writeListImport } from './import-write.js';
import { IdParam } from './schema.js';
import { publishListUpdate, requireList } from './service.js';

/** The app skips its JSON limit for the upload (http/app.ts): the file plus the form's overhead. */
const uploadLimit = bodyLimit({
  maxSize: MAX_LIST_IMPORT_BYTES + 64 * 1024,
  onError: () => {
    throw listImportTooLarge();
  },
});
const noFile = () => new AppError('ERR_VALIDATION', 400, 'Envie uma planilha (.xlsx ou .csv) no campo "file".');

/**
 * POST /contact-lists/{id}/upload: the spreadsheet's rows written into the list at once (docs/decisions/047),
 * answered with what was added, merged and refused (line and reason); then the WhatsApp check starts.
 * POST /contact-lists/{id}/check: checks again the items not checked yet.
 */
export const uploadRoutes = new Hono<AppEnv>()
  .post('/:id/upload', uploadLimit, validate('param', IdParam), async (c) => {
    const deps = c.get('deps');
    const { companyId } = c.get('actor');
    const { id } = c.req.valid('param');
    await requireList(deps, companyId, id);
    const form = await c.req.parseBody().catch(() => {
      throw noFile();
    });
    if (!(form.file instanceof File)) throw noFile();
    const { rows, refused } = await readListImport(form.file);
    const written = await writeListImport(deps, companyId, id, rows);
    await publishItemEvent(deps, companyId, { action: 'update', contactListId: id, reload: true });
    if (written.created + written.merged > 0) await startListCheck(deps, companyId, id);
    const list = await publishListUpdate(deps, companyId, id);
    return c.json({ ...written, refused, contactList: list });
  })
  .post('/:id/check', validate('param', IdParam), async (c) => {
    const deps = c.get('deps');
    const { companyId } = c.get('actor');
    const { id } = c.req.valid('param');
    await requireList(deps, companyId, id);
    await startListCheck(deps, companyId, id);
    return c.json(await publishListUpdate(deps, companyId, id), 202);
  });
