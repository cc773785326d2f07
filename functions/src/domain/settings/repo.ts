import { keys } from '../../platform/keys.js';
import { prefixCondition, type Table } from '../../platform/table.js';

type SettingItem = { pk: string; sk: string; key: string; value: string; updatedAt: string };

/** The values a company has stored; keys it never changed are absent (their defaults apply). */
export async function listStoredSettings(table: Table, companyId: string): Promise<Map<string, string>> {
  const items = await table.queryAll<SettingItem>({
    ...prefixCondition(keys.settings(companyId), 'S#'),
    ConsistentRead: true,
  });
  return new Map(items.map((item) => [item.key, item.value]));
}

export async function putSetting(
  table: Table,
  companyId: string,
  key: string,
  value: string,
  now: Date,
): Promise<void> {
  await table.put({ ...keys.setting(companyId, key), key, value, updatedAt: now.toISOString() });
}
