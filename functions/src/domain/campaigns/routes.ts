import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { z } from 'zod';
import type { AppEnv } from '../../http/context.js';
import { validate } from '../../http/validate.js';
import { AppError } from '../../platform/errors.js';
import { requirePlanFeature } from '../plans/feature-gate.js';
import { deleteCampaignMedia, MAX_CAMPAIGN_MEDIA_BYTES, uploadCampaignMedia } from './media.js';
import { CampaignBody, CampaignListQuery } from './schema.js';
import {
  cancelCampaign,
  createCampaign,
  deleteCampaign,
  editableCampaign,
  listCampaigns,
  restartCampaign,
  showCampaign,
  updateCampaign,
} from './service.js';

const CampaignParam = z.object({ id: z.string().min(1).max(64) });

/** The app skips its JSON limit for the upload (http/app.ts): the file plus the form's overhead. */
const uploadLimit = bodyLimit({
  maxSize: MAX_CAMPAIGN_MEDIA_BYTES + 64 * 1024,
  onError: () => {
    throw new AppError('ERR_PAYLOAD_TOO_LARGE', 413, 'Payload too large');
  },
});
const noFile = () => new AppError('ERR_VALIDATION', 400, 'Envie um arquivo no campo "file".');

/** Spec 3 §7 Campaigns, for any user of a company whose plan has useCampaigns. */
export const campaignsRoutes = new Hono<AppEnv>()
  .use(requirePlanFeature('useCampaigns'))
  .get('/', validate('query', CampaignListQuery), async (c) => {
    const { searchParam, pageNumber } = c.req.valid('query');
    return c.json(await listCampaigns(c.get('deps'), c.get('actor'), searchParam, pageNumber));
  })
  .get('/:id', validate('param', CampaignParam), async (c) => {
    return c.json(await showCampaign(c.get('deps'), c.get('actor'), c.req.valid('param').id));
  })
  .post('/', validate('json', CampaignBody), async (c) => {
    return c.json(await createCampaign(c.get('deps'), c.get('actor'), c.req.valid('json')), 201);
  })
  .put('/:id', validate('param', CampaignParam), validate('json', CampaignBody), async (c) => {
    const { id } = c.req.valid('param');
    return c.json(await updateCampaign(c.get('deps'), c.get('actor'), id, c.req.valid('json')));
  })
  .delete('/:id', validate('param', CampaignParam), async (c) => {
    await deleteCampaign(c.get('deps'), c.get('actor'), c.req.valid('param').id);
    return c.body(null, 204);
  })
  .post('/:id/cancel', validate('param', CampaignParam), async (c) => {
    return c.json(await cancelCampaign(c.get('deps'), c.get('actor'), c.req.valid('param').id));
  })
  .post('/:id/restart', validate('param', CampaignParam), async (c) => {
    return c.json(await restartCampaign(c.get('deps'), c.get('actor'), c.req.valid('param').id));
  })
  .post('/:id/media-upload', uploadLimit, validate('param', CampaignParam), async (c) => {
    // Another company's id, or a campaign no longer editable, is answered before the form is read.
    await editableCampaign(c.get('deps'), c.get('actor').companyId, c.req.valid('param').id);
    const form = await c.req.parseBody().catch(() => {
      throw noFile();
    });
    if (!(form.file instanceof File)) throw noFile();
    return c.json(await uploadCampaignMedia(c.get('deps'), c.get('actor'), c.req.valid('param').id, form.file));
  })
  .delete('/:id/media-upload', validate('param', CampaignParam), async (c) => {
    return c.json(await deleteCampaignMedia(c.get('deps'), c.get('actor'), c.req.valid('param').id));
  });
