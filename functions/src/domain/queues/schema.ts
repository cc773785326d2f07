import { z } from 'zod';
import { requiredName } from '../common/fields.js';

/** Queue rules of spec 2 §5 with the texts the forms show; shared by the server and the web forms. */
export const WEEKDAYS = [
  { weekday: 'Segunda-feira', weekdayEn: 'monday' },
  { weekday: 'Terça-feira', weekdayEn: 'tuesday' },
  { weekday: 'Quarta-feira', weekdayEn: 'wednesday' },
  { weekday: 'Quinta-feira', weekdayEn: 'thursday' },
  { weekday: 'Sexta-feira', weekdayEn: 'friday' },
  { weekday: 'Sábado', weekdayEn: 'saturday' },
  { weekday: 'Domingo', weekdayEn: 'sunday' },
] as const;

type WeekdayEn = (typeof WEEKDAYS)[number]['weekdayEn'];
const WEEKDAY_EN = WEEKDAYS.map((day) => day.weekdayEn) as [WeekdayEn, ...WeekdayEn[]];

/** Spec 2 §9: Monday to Friday 08:00–18:00, Saturday 08:00–12:00, Sunday 00:00–00:00 (closed). */
const DEFAULT_HOURS: Record<WeekdayEn, { startTime: string; endTime: string }> = {
  monday: { startTime: '08:00', endTime: '18:00' },
  tuesday: { startTime: '08:00', endTime: '18:00' },
  wednesday: { startTime: '08:00', endTime: '18:00' },
  thursday: { startTime: '08:00', endTime: '18:00' },
  friday: { startTime: '08:00', endTime: '18:00' },
  saturday: { startTime: '08:00', endTime: '12:00' },
  sunday: { startTime: '00:00', endTime: '00:00' },
};

const time = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'Use HH:mm');

export const HoursEntry = z.object({
  weekday: z.string().trim().min(1, 'Required').max(20, 'Too Long!'),
  weekdayEn: z.enum(WEEKDAY_EN),
  startTime: time,
  endTime: time,
});
export type HoursEntry = z.infer<typeof HoursEntry>;

/** Weekly hours: one entry for each of the seven days. */
export const WeeklyHours = z
  .array(HoursEntry)
  .length(7, 'Informe os 7 dias da semana')
  .refine((entries) => new Set(entries.map((entry) => entry.weekdayEn)).size === 7, 'Informe cada dia uma vez');

export function defaultWeeklyHours(): HoursEntry[] {
  return WEEKDAYS.map((day) => ({ ...day, ...DEFAULT_HOURS[day.weekdayEn] }));
}

const name = requiredName;
const color = z
  .string({ required_error: 'Required' })
  .trim()
  .min(1, 'Required')
  .min(3, 'Too Short!')
  .max(9, 'Too Long!');
const message = z.string().max(4096, 'Too Long!');
/** A reference to another record; the forms send '' for "none". */
const reference = z
  .string()
  .max(64)
  .nullable()
  .transform((id) => id || null);

export const QueueCreate = z.object({
  name,
  color,
  greetingMessage: message.default(''),
  outOfHoursMessage: message.default(''),
  orderQueue: z.number().int().min(0).max(9999).nullable().default(null),
  integrationId: reference.default(null),
  promptId: reference.default(null),
  schedules: WeeklyHours.default(defaultWeeklyHours),
});
export type QueueCreate = z.infer<typeof QueueCreate>;

/** Only the fields sent change. */
export const QueueUpdate = QueueCreate.partial();
export type QueueUpdate = z.infer<typeof QueueUpdate>;

export interface Queue {
  id: string;
  companyId: string;
  name: string;
  color: string;
  greetingMessage: string;
  outOfHoursMessage: string;
  orderQueue: number | null;
  integrationId: string | null;
  promptId: string | null;
  schedules: HoursEntry[];
  createdAt: string;
  updatedAt: string;
}

/** How users, connections and tickets show a queue. */
export type QueueRef = Pick<Queue, 'id' | 'name' | 'color'>;

/** Spec 2 §5: once the company has more than this many queues, every queue needs a greeting. */
export const QUEUES_WITHOUT_GREETING = 1;

export const isBlank = (text: string) => text.trim() === '';

export function greetingMissing(queueCountAfterWrite: number, greetingMessage: string): boolean {
  return queueCountAfterWrite > QUEUES_WITHOUT_GREETING && isBlank(greetingMessage);
}

/** The list order of the Queues screen: orderQueue first (unset last), then name. */
export function compareQueues(a: Queue, b: Queue): number {
  const order = (a.orderQueue ?? Number.MAX_SAFE_INTEGER) - (b.orderQueue ?? Number.MAX_SAFE_INTEGER);
  return order || a.name.localeCompare(b.name, 'pt-BR');
}
