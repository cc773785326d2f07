import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { requireAdmin } from '../../../http/auth.js';
import type { AppEnv } from '../../../http/context.js';
import { validate } from '../../../http/validate.js';
import { AppError } from '../../../platform/errors.js';
import { MAX_IMPORT_BYTES } from '../schema.js';
import { importTooLarge } from './read-file.js';
import { importReport } from './report.js';
import { ContactImportParam, IMPORT_REPORT_FILE } from './schema.js';
import { showImport, startImport } from './start-import.js';

/** The file plus the multipart envelope (boundaries, part headers, other small fields). */
const importLimit = bodyLimit({
  maxSize: MAX_IMPORT_BYTES + 64 * 1024,
  onError: () => {
    throw importTooLarge();
  },
});

const noFile = () => new AppError('ERR_VALIDATION', 400, 'Envie um arquivo CSV no campo "file".');

/** /contacts/import (docs/decisions/020): admins upload a CSV, follow its import and download its report. */
export const contactImportRoutes = new Hono<AppEnv>()
  .use(requireAdmin)
  .post('/', importLimit, async (c) => {
    const form = await c.req.parseBody().catch(() => {
      throw noFile();
    });
    const file = form.file;
    if (!(file instanceof File)) throw noFile();
    return c.json(await startImport(c.get('deps'), c.get('actor'), file), 202);
  })
  .get('/:id', validate('param', ContactImportParam), async (c) => {
    return c.json(await showImport(c.get('deps'), c.get('actor'), c.req.valid('param').id));
  })
  .get('/:id/report', validate('param', ContactImportParam), async (c) => {
    const stream = await importReport(c.get('deps'), c.get('actor'), c.req.valid('param').id);
    c.header('Content-Type', 'text/csv; charset=utf-8');
    c.header('Content-Disposition', `attachment; filename="${IMPORT_REPORT_FILE}"`);
    return c.body(stream);
  });
