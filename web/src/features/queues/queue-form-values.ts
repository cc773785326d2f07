import { QueueCreate } from '@domain/queues/schema';
import type { z } from 'zod';
import { zodFieldErrors, type FieldErrors } from '../../lib/form';
import type { Queue } from '../../types/api';

/** The fields of the 'Dados da Fila' tab, checked with the server's own queue schema. */
export const QueueFormSchema = QueueCreate.pick({
  name: true,
  color: true,
  greetingMessage: true,
  outOfHoursMessage: true,
  orderQueue: true,
});
export type QueueInput = z.infer<typeof QueueFormSchema>;

export interface QueueFormValues {
  name: string;
  color: string;
  greetingMessage: string;
  outOfHoursMessage: string;
  /** Kept as typed; '' means no order. */
  orderQueue: string;
}

export const emptyQueueForm: QueueFormValues = {
  name: '',
  color: '',
  greetingMessage: '',
  outOfHoursMessage: '',
  orderQueue: '',
};

export function queueToForm(queue: Queue): QueueFormValues {
  return {
    name: queue.name,
    color: queue.color,
    greetingMessage: queue.greetingMessage ?? '',
    outOfHoursMessage: queue.outOfHoursMessage ?? '',
    orderQueue: queue.orderQueue === null ? '' : String(queue.orderQueue),
  };
}

export function toQueuePayload(
  values: QueueFormValues,
): { ok: true; payload: QueueInput } | { ok: false; errors: FieldErrors } {
  const orderQueue = values.orderQueue.trim() === '' ? null : Number(values.orderQueue);
  const parsed = QueueFormSchema.safeParse({ ...values, orderQueue });
  return parsed.success ? { ok: true, payload: parsed.data } : { ok: false, errors: zodFieldErrors(parsed.error) };
}
