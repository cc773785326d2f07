import { keys } from '../../platform/keys.js';
import type { Table } from '../../platform/table.js';
import type { CampaignSettings } from '../campaigns/schema.js';

type CampaignSettingsItem = Partial<CampaignSettings> & { pk: string; sk: string; updatedAt?: string };

/** What the company saved; fields it never saved are absent (their defaults apply). */
export async function getStoredCampaignSettings(table: Table, companyId: string): Promise<Partial<CampaignSettings>> {
  const item = await table.get<CampaignSettingsItem>(keys.campaignSettings(companyId));
  if (!item) return {};
  const { pk: _pk, sk: _sk, updatedAt: _at, ...stored } = item;
  return stored;
}

/** Writes the given fields in one update (created when absent); the fields left out keep what is stored. */
export async function saveCampaignSettings(
  table: Table,
  companyId: string,
  changes: Partial<CampaignSettings>,
  now: Date,
): Promise<void> {
  const fields: Record<string, unknown> = { ...changes, updatedAt: now.toISOString() };
  const names: Record<string, string> = {};
  const values: Record<string, unknown> = {};
  const sets = Object.entries(fields)
    .filter(([, value]) => value !== undefined)
    .map(([field, value], index) => {
      names[`#f${index}`] = field;
      values[`:f${index}`] = value;
      return `#f${index} = :f${index}`;
    });
  await table.update(keys.campaignSettings(companyId), {
    UpdateExpression: `SET ${sets.join(', ')}`,
    ExpressionAttributeNames: names,
    ExpressionAttributeValues: values,
  });
}
