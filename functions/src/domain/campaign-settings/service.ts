import type { Deps } from '../../platform/deps.js';
import type { CampaignSettings } from '../campaigns/schema.js';
import { readCampaignSettings } from './read.js';
import { saveCampaignSettings } from './repo.js';

/** One entry of GET /campaign-settings (spec 3 §7): the key and its value as a JSON string. */
export interface CampaignSettingEntry {
  key: keyof CampaignSettings;
  value: string;
}

const ORDER: (keyof CampaignSettings)[] = ['messageInterval', 'longerIntervalAfter', 'greaterInterval', 'variables'];

export function settingEntries(settings: CampaignSettings): CampaignSettingEntry[] {
  return ORDER.map((key) => ({ key, value: JSON.stringify(settings[key]) }));
}

/** GET /campaign-settings: every setting, the saved value or its default. */
export async function listCampaignSettings(deps: Deps, companyId: string): Promise<CampaignSettingEntry[]> {
  return settingEntries(await readCampaignSettings(deps, companyId));
}

/** POST /campaign-settings: stores the settings given (the others keep their value); answers them all. */
export async function updateCampaignSettings(
  deps: Deps,
  companyId: string,
  changes: Partial<CampaignSettings>,
): Promise<CampaignSettingEntry[]> {
  await saveCampaignSettings(deps.table, companyId, changes, deps.clock.now());
  return listCampaignSettings(deps, companyId);
}
