import type { Deps } from '../../platform/deps.js';
import { CampaignSettings, DEFAULT_CAMPAIGN_SETTINGS } from '../campaigns/schema.js';
import { getStoredCampaignSettings } from './repo.js';

/**
 * The company's campaign settings with the defaults filled in (spec 3 §3: 20, 20, 60 and no variables): what the
 * campaign engine paces and fills variables by. A stored value no longer valid falls back to its default.
 */
export async function readCampaignSettings(deps: Pick<Deps, 'table'>, companyId: string): Promise<CampaignSettings> {
  const stored = await getStoredCampaignSettings(deps.table, companyId);
  const settings = { ...DEFAULT_CAMPAIGN_SETTINGS };
  for (const key of Object.keys(DEFAULT_CAMPAIGN_SETTINGS) as (keyof CampaignSettings)[]) {
    const field = CampaignSettings.shape[key].safeParse(stored[key]);
    if (field.success) Object.assign(settings, { [key]: field.data });
  }
  return settings;
}
