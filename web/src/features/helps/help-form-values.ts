import { HelpInput, type Help } from '@domain/helps/schema';
import { zodFieldErrors, type Checked } from '../../lib/form';
import type { HelpPayload } from './api/save-help';

/** The Ajuda tab's form (spec 2 §2): Título, Código do Vídeo, Descrição. */
export interface HelpFormValues {
  title: string;
  video: string;
  description: string;
}

export const emptyHelpForm: HelpFormValues = { title: '', video: '', description: '' };

export const helpToForm = (help: Help): HelpFormValues => ({
  title: help.title,
  video: help.video,
  description: help.description,
});

/** The help to send, checked with the server's own schema (a pasted link becomes its code). */
export function toHelpPayload(values: HelpFormValues): Checked<HelpPayload> {
  const parsed = HelpInput.safeParse(values);
  return parsed.success ? { ok: true, payload: parsed.data } : { ok: false, errors: zodFieldErrors(parsed.error) };
}
