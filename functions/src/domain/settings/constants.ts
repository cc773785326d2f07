/**
 * The company settings' keys (spec 1 §3, spec 2 §2–3), without their zod rules: the web app's first load reads
 * them (the settings cache) and must not carry zod (docs/decisions/032). `schema.ts` holds the rules for each key
 * and re-exports these.
 */
export const SETTING_KEYS = [
  'userRating',
  'scheduleType',
  'call',
  'CheckMsgIsGroup',
  'sendGreetingAccepted',
  'sendMsgTransfTicket',
  'chatBotType',
  'userCreation',
  'campaignsEnabled',
  'asaas',
  'ipixc',
  'tokenixc',
  'ipmkauth',
  'clientidmkauth',
  'clientsecretmkauth',
  'timezone',
] as const;

export type SettingKey = (typeof SETTING_KEYS)[number];

const KEYS: ReadonlySet<string> = new Set(SETTING_KEYS);

export const isSettingKey = (key: string): key is SettingKey => KEYS.has(key);
