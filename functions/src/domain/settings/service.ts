import { z } from 'zod';
import { isTimeZone } from '../common/company-time.js';
import type { Actor } from '../../http/context.js';
import type { Deps } from '../../platform/deps.js';
import { AppError } from '../../platform/errors.js';
import { listStoredSettings, putSetting } from './repo.js';
import {
  isSettingKey,
  SECRET_SETTING_KEYS,
  SETTING_DEFAULTS,
  SETTING_KEYS,
  SETTING_VALUES,
  type Setting,
  type SettingKey,
} from './schema.js';

/** Every setting of the company: the stored value, or the default for keys never changed. */
export async function listSettings(deps: Pick<Deps, 'table'>, companyId: string): Promise<Setting[]> {
  const settings = await companySettings(deps, companyId);
  return SETTING_KEYS.map((key) => ({ key, value: settings[key] }));
}

/** Every setting of the company by key (stored or default): what automations read. */
export async function companySettings(
  deps: Pick<Deps, 'table'>,
  companyId: string,
): Promise<Record<SettingKey, string>> {
  const stored = await listStoredSettings(deps.table, companyId);
  const settings = Object.fromEntries(
    SETTING_KEYS.map((key) => [key, stored.get(key) ?? SETTING_DEFAULTS[key]]),
  ) as Record<SettingKey, string>;
  // Checked when saved; a zone this runtime does not know (an older Node's tz data) falls back to the default.
  if (!isTimeZone(settings.timezone)) settings.timezone = SETTING_DEFAULTS.timezone;
  return settings;
}

/** The settings as a user may read them: integration credentials are for admins only. */
export async function listSettingsFor(deps: Deps, reader: Pick<Actor, 'companyId' | 'profile'>): Promise<Setting[]> {
  const settings = await listSettings(deps, reader.companyId);
  return reader.profile === 'admin' ? settings : settings.map(redactSecret);
}

function redactSecret(setting: Setting): Setting {
  return SECRET_SETTING_KEYS.includes(setting.key) ? { ...setting, value: '' } : setting;
}

/** Stores one setting; the key must be known and the value one the key accepts. */
export async function updateSetting(deps: Deps, actor: Actor, key: string, value: string): Promise<Setting> {
  if (!isSettingKey(key)) throw new AppError('ERR_NO_SETTING_FOUND', 404, 'Configuração não encontrada.');
  // Parsed as `{ value }` so a refusal names the field like every other validation answer.
  const parsed = z.object({ value: SETTING_VALUES[key] }).parse({ value });
  await putSetting(deps.table, actor.companyId, key, parsed.value, deps.clock.now());
  const setting: Setting = { key, value: parsed.value };
  const secret = SECRET_SETTING_KEYS.includes(key);
  await deps.realtime.publish(
    actor.companyId,
    `company-${actor.companyId}-settings`,
    { action: 'update', setting },
    secret ? { filter: (socket) => socket.profile === 'admin' } : {},
  );
  return setting;
}
