import { isSettingKey } from '@domain/settings/constants';
import type { Setting } from '../../types/api';

/** The cached list with one setting replaced (or added): what a save or a realtime update leaves behind. */
export function withSetting(list: Setting[] | undefined, setting: Setting): Setting[] | undefined {
  if (!list) return list;
  const known = list.some((entry) => entry.key === setting.key);
  return known ? list.map((entry) => (entry.key === setting.key ? setting : entry)) : [...list, setting];
}

/** The setting a `company-<id>-settings` event carries, if it carries a well-formed one. */
export function settingOfEvent(data: unknown): Setting | undefined {
  const setting = (data as { setting?: Partial<Setting> } | undefined)?.setting;
  if (typeof setting?.key !== 'string' || !isSettingKey(setting.key) || typeof setting.value !== 'string')
    return undefined;
  return { key: setting.key, value: setting.value };
}
