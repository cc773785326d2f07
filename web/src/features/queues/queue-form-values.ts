import { QueueCreate, defaultWeeklyHours, type HoursEntry } from '@domain/queues/schema';
import type { z } from 'zod';
import { zodFieldErrors, type Checked } from '../../lib/form';
import type { Queue } from '../../types/api';
import { hoursRows, toSchedulesPayload } from './queue-hours-values';

/** The fields of the 'Dados da Fila' tab, checked with the server's own queue schema. */
export const QueueFormSchema = QueueCreate.pick({
  name: true,
  color: true,
  greetingMessage: true,
  outOfHoursMessage: true,
  orderQueue: true,
  integrationId: true,
  promptId: true,
});
export type QueueInput = z.infer<typeof QueueFormSchema> & { schedules?: HoursEntry[] };

/** Both tabs of the queue modal: one form, saved by one Salvar whichever tab shows. */
export interface QueueFormValues {
  name: string;
  color: string;
  greetingMessage: string;
  outOfHoursMessage: string;
  /** Kept as typed; '' means no order. */
  orderQueue: string;
  /** The queue integration and the AI prompt that answer first (spec 2 §2); '' means none. */
  integrationId: string;
  promptId: string;
  /** The 'Horários de Atendimento' tab, one row per weekday. */
  rows: HoursEntry[];
}

export const emptyQueueForm: QueueFormValues = {
  name: '',
  color: '',
  greetingMessage: '',
  outOfHoursMessage: '',
  orderQueue: '',
  integrationId: '',
  promptId: '',
  rows: defaultWeeklyHours(),
};

export function queueToForm(queue: Queue): QueueFormValues {
  return {
    name: queue.name,
    color: queue.color,
    greetingMessage: queue.greetingMessage ?? '',
    outOfHoursMessage: queue.outOfHoursMessage ?? '',
    orderQueue: queue.orderQueue === null ? '' : String(queue.orderQueue),
    integrationId: queue.integrationId ?? '',
    promptId: queue.promptId ?? '',
    rows: hoursRows(queue.schedules),
  };
}

/**
 * The queue to send, checked with the shared schemas. The hours go only when their tab is shown (scheduleType
 * 'queue'); otherwise the stored hours are left as they are.
 */
export function toQueuePayload(values: QueueFormValues, withHours: boolean): Checked<QueueInput> {
  const { rows, ...data } = values;
  const orderQueue = data.orderQueue.trim() === '' ? null : Number(data.orderQueue);
  const parsed = QueueFormSchema.safeParse({ ...data, orderQueue });
  const hours = withHours ? toSchedulesPayload(rows) : undefined;
  if (parsed.success && hours?.ok !== false) {
    return { ok: true, payload: hours ? { ...parsed.data, schedules: hours.payload } : parsed.data };
  }
  return {
    ok: false,
    errors: { ...(parsed.success ? {} : zodFieldErrors(parsed.error)), ...(hours?.ok === false ? hours.errors : {}) },
  };
}
