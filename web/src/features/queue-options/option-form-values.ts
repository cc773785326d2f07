import { QueueOptionCreate, type QueueOptionAnswer } from '@domain/queue-options/schema';
import type { z } from 'zod';
import { zodFieldErrors, type FieldErrors } from '../../lib/form';
import { nextFreeOption } from './option-tree';

/** The fields an admin types for an option, checked with the server's own schema and messages. */
export const OptionFormSchema = QueueOptionCreate.pick({ option: true, title: true, message: true });
export type OptionInput = z.infer<typeof OptionFormSchema>;

export interface OptionFormValues {
  option: string;
  title: string;
  message: string;
}

/** A new option starts with the first number free among its siblings. */
export const newOptionForm = (siblings: readonly Pick<QueueOptionAnswer, 'option'>[]): OptionFormValues => ({
  option: nextFreeOption(siblings),
  title: '',
  message: '',
});

export const optionToForm = (option: QueueOptionAnswer): OptionFormValues => ({
  option: option.option,
  title: option.title,
  message: option.message,
});

export function toOptionPayload(
  values: OptionFormValues,
): { ok: true; payload: OptionInput } | { ok: false; errors: FieldErrors } {
  const parsed = OptionFormSchema.safeParse(values);
  return parsed.success ? { ok: true, payload: parsed.data } : { ok: false, errors: zodFieldErrors(parsed.error) };
}
