import type { ScheduleAnswer, ScheduleStatus } from '@domain/schedules/schema';
import { isValidTime } from '../../lib/time-mask';
import type { ScheduleInput } from './api/schedules';

/** The dialog's fields: sendAt as the viewer's local day ('YYYY-MM-DD') and time ('HH:mm'). */
export interface ScheduleFormValues {
  contactId: string;
  body: string;
  day: string;
  time: string;
}

export type ScheduleFieldError = 'tooShort' | 'required' | 'invalidTime';
export type ScheduleFormErrors = Partial<Record<keyof ScheduleFormValues, ScheduleFieldError>>;

const HOUR = 60 * 60 * 1000;
const pad = (value: number) => String(value).padStart(2, '0');
const localDay = (date: Date) => `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
const localTime = (date: Date) => `${pad(date.getHours())}:${pad(date.getMinutes())}`;

/** Spec 2 §5 and §9: a new schedule is sent one hour from now unless changed; an existing one shows its own. */
export function initialScheduleValues(now: Date, schedule?: ScheduleAnswer, contactId = ''): ScheduleFormValues {
  const sendAt = schedule ? new Date(schedule.sendAt) : new Date(now.getTime() + HOUR);
  return {
    contactId: schedule?.contactId ?? contactId,
    body: schedule?.body ?? '',
    day: localDay(sendAt),
    time: localTime(sendAt),
  };
}

/** Spec 2 §5: body of at least 5 characters ('Mensagem muito curta'), contact and sendAt required ('Obrigatório'). */
export function scheduleRequest(
  values: ScheduleFormValues,
): { ok: true; payload: ScheduleInput } | { ok: false; errors: ScheduleFormErrors } {
  const errors: ScheduleFormErrors = {};
  const body = values.body.trim();
  if (!body) errors.body = 'required';
  else if (body.length < 5) errors.body = 'tooShort';
  if (!values.contactId) errors.contactId = 'required';
  if (!values.day) errors.day = 'required';
  if (!values.time) errors.time = 'required';
  else if (!isValidTime(values.time)) errors.time = 'invalidTime';
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  const [year, month, date] = values.day.split('-').map(Number);
  const [hours, minutes] = values.time.split(':').map(Number);
  const sendAt = new Date(year!, month! - 1, date!, hours!, minutes!);
  return { ok: true, payload: { body, contactId: values.contactId, sendAt: sendAt.toISOString() } };
}

/** Spec 2 §2: 'Erro de Envio' for ERRO, else 'Mensagem' and the status (a new schedule has none yet). */
export function dialogTitle(
  schedule: Pick<ScheduleAnswer, 'status'> | undefined,
): { key: 'sendError' } | { key: 'messageWithStatus'; status: ScheduleStatus } | { key: 'message' } {
  if (!schedule) return { key: 'message' };
  if (schedule.status === 'ERRO') return { key: 'sendError' };
  return { key: 'messageWithStatus', status: schedule.status };
}

/** Spec 2 §4: once sentAt is set the dialog cannot be saved. */
export const canSave = (schedule: Pick<ScheduleAnswer, 'sentAt'> | undefined) => !schedule?.sentAt;
