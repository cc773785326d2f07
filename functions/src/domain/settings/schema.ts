import { z } from 'zod';
import { COMPANY_TIME_ZONE, isTimeZone } from '../common/company-time.js';
import type { SettingKey } from './constants.js';

export { isSettingKey, SETTING_KEYS, type SettingKey } from './constants.js';

/** Company settings (spec 1 §3, spec 2 §2–3): every key with the values it accepts and its default. */
const onOff = z.enum(['enabled', 'disabled'], { message: 'Use enabled or disabled' });
const freeText = z.string().trim().max(500, 'Too Long!');

export const SETTING_VALUES = {
  userRating: onOff,
  scheduleType: z.enum(['disabled', 'queue', 'company'], { message: 'Use disabled, queue or company' }),
  call: onOff,
  CheckMsgIsGroup: onOff,
  sendGreetingAccepted: onOff,
  sendMsgTransfTicket: onOff,
  chatBotType: z.enum(['text', 'button', 'list'], { message: 'Use text, button or list' }),
  userCreation: onOff,
  campaignsEnabled: z.enum(['true', 'false'], { message: 'Use true or false' }),
  /** The payment provider's token. */
  asaas: freeText,
  ipixc: freeText,
  tokenixc: freeText,
  ipmkauth: freeText,
  clientidmkauth: freeText,
  clientsecretmkauth: freeText,
  /** The company's IANA time zone: business hours, {{ms}}, {{date}} and {{hour}} read its clock. */
  timezone: z.string().trim().max(64).refine(isTimeZone, 'Fuso horário desconhecido'),
} as const satisfies Record<SettingKey, z.ZodTypeAny>;

export const SETTING_DEFAULTS: Record<SettingKey, string> = {
  userRating: 'disabled',
  scheduleType: 'disabled',
  call: 'enabled',
  CheckMsgIsGroup: 'enabled',
  sendGreetingAccepted: 'disabled',
  sendMsgTransfTicket: 'disabled',
  chatBotType: 'text',
  userCreation: 'enabled',
  campaignsEnabled: 'true',
  asaas: '',
  ipixc: '',
  tokenixc: '',
  ipmkauth: '',
  clientidmkauth: '',
  clientsecretmkauth: '',
  timezone: COMPANY_TIME_ZONE,
};

/** Credentials of integrations: only admins read them; others see an empty value. */
export const SECRET_SETTING_KEYS: readonly SettingKey[] = ['asaas', 'tokenixc', 'clientsecretmkauth'];

export interface Setting {
  key: SettingKey;
  value: string;
}

/** PUT /settings/{key}; the client also sends the key in the body, the path is what counts. */
export const SettingUpdate = z.object({
  key: z.string().max(64).optional(),
  value: z.string({ required_error: 'Required' }).max(500, 'Too Long!'),
});
export type SettingUpdate = z.infer<typeof SettingUpdate>;
