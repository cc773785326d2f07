import { Hono } from 'hono';
import { z } from 'zod';
import type { AppEnv } from '../../http/context.js';
import { validate } from '../../http/validate.js';
import { CampaignSettings } from '../campaigns/schema.js';
import { requirePlanFeature } from '../plans/feature-gate.js';
import { listCampaignSettings, updateCampaignSettings } from './service.js';

/**
 * A save may name only some settings: those left out keep what is stored (no default overwrites them). The
 * intervals are numbers (or numeric text) before the contract's coercion sees them: coercing a deeply nested array
 * to a number overflows the stack.
 */
const interval = z.union([z.number(), z.string().max(10)], { message: 'Intervalo inválido' }).optional();
const CampaignSettingsUpdate = z
  .object({ messageInterval: interval, longerIntervalAfter: interval, greaterInterval: interval })
  .passthrough()
  .pipe(CampaignSettings.partial());

/** Spec 3 §7 Campaign settings, for any user of a company whose plan has useCampaigns. */
export const campaignSettingsRoutes = new Hono<AppEnv>()
  .use(requirePlanFeature('useCampaigns'))
  .get('/', async (c) => c.json(await listCampaignSettings(c.get('deps'), c.get('actor').companyId)))
  .post('/', validate('json', CampaignSettingsUpdate), async (c) => {
    return c.json(await updateCampaignSettings(c.get('deps'), c.get('actor').companyId, c.req.valid('json')));
  });
