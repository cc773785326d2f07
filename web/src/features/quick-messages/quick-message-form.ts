import type { QuickMessageAnswer } from '@domain/quick-messages/schema';

export interface QuickMessageFormValues {
  shortcode: string;
  message: string;
  geral: boolean;
}

export type QuickMessageFormErrors = Partial<Record<'shortcode' | 'message', 'required' | 'noSpaces' | 'tooLong'>>;

export const initialQuickMessageValues = (record?: QuickMessageAnswer): QuickMessageFormValues => ({
  shortcode: record?.shortcode ?? '',
  message: record?.message ?? '',
  geral: record?.geral ?? true,
});

/** Spec 2 §5 as the API checks it: shortcode required ('Obrigatório'), one word of at most 50; text required. */
export function checkQuickMessage(
  values: QuickMessageFormValues,
): { ok: true; payload: QuickMessageFormValues } | { ok: false; errors: QuickMessageFormErrors } {
  const shortcode = values.shortcode.trim();
  const message = values.message.trim();
  const errors: QuickMessageFormErrors = {};
  if (!shortcode) errors.shortcode = 'required';
  else if (/\s/.test(shortcode)) errors.shortcode = 'noSpaces';
  else if (shortcode.length > 50) errors.shortcode = 'tooLong';
  if (!message) errors.message = 'required';
  else if (message.length > 4096) errors.message = 'tooLong';
  if (errors.shortcode || errors.message) return { ok: false, errors };
  return { ok: true, payload: { shortcode, message, geral: values.geral } };
}
