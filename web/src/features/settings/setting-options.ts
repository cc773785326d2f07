import { SETTING_VALUES, type SettingKey } from '@domain/settings/schema';
import type { ParseKeys } from 'i18next';

/** Spec 2 §2, Opções tab: the dropdowns in the order the screen shows them, each saved on change. */
export const SELECT_SETTING_KEYS = [
  'userRating',
  'scheduleType',
  'CheckMsgIsGroup',
  'call',
  'chatBotType',
  'sendGreetingAccepted',
  'sendMsgTransfTicket',
] as const satisfies readonly SettingKey[];
export type SelectSettingKey = (typeof SELECT_SETTING_KEYS)[number];

/** The values a dropdown offers are exactly those the server accepts for its key. */
export const selectValues = (key: SelectSettingKey): readonly string[] => SETTING_VALUES[key].options;

/** Catalogue key of one dropdown value: settings.options.<key>.<value>. */
export const optionLabelKey = (key: SelectSettingKey, value: string) => `settings.options.${key}.${value}` as ParseKeys;

/** Integration fields (spec 2 §2), saved when the field loses focus; grouped under their provider. */
export const TEXT_SETTING_GROUPS = [
  { group: 'payment', keys: ['asaas'] },
  { group: 'ixc', keys: ['ipixc', 'tokenixc'] },
  { group: 'mkauth', keys: ['ipmkauth', 'clientidmkauth', 'clientsecretmkauth'] },
] as const satisfies readonly { group: string; keys: readonly SettingKey[] }[];
export type TextSettingKey = (typeof TEXT_SETTING_GROUPS)[number]['keys'][number];

/** Brazil's zones first (the product's market), then neighbours and the zones of Portuguese-speaking Europe. */
export const TIME_ZONES = [
  'America/Sao_Paulo',
  'America/Bahia',
  'America/Fortaleza',
  'America/Recife',
  'America/Maceio',
  'America/Belem',
  'America/Araguaina',
  'America/Santarem',
  'America/Cuiaba',
  'America/Campo_Grande',
  'America/Manaus',
  'America/Porto_Velho',
  'America/Boa_Vista',
  'America/Rio_Branco',
  'America/Noronha',
  'America/Argentina/Buenos_Aires',
  'America/Montevideo',
  'America/Asuncion',
  'America/Santiago',
  'America/La_Paz',
  'America/Lima',
  'America/Bogota',
  'America/Mexico_City',
  'America/New_York',
  'America/Los_Angeles',
  'Atlantic/Azores',
  'Europe/Lisbon',
  'Europe/London',
  'Europe/Madrid',
  'Africa/Luanda',
  'Africa/Maputo',
  'UTC',
] as const;

/** The zones to offer; a zone stored by other means stays selectable instead of showing as another. */
export function timeZoneChoices(current: string | undefined): string[] {
  const zones: string[] = [...TIME_ZONES];
  return current && !zones.includes(current) ? [current, ...zones] : zones;
}
