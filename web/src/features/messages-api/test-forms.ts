import { apiBody, apiNumber } from '@domain/messages-api/number';
import { z } from 'zod';
import { zodFieldErrors, type Checked } from '../../lib/form';

/** Spec 3 §5: the text test needs token, number and body; the media test token, number and a file. */
export interface TestFormValues {
  token: string;
  number: string;
  body: string;
  file: File | null;
}

export const emptyTestForm: TestFormValues = { token: '', number: '', body: '', file: null };

const token = z.string().trim().min(1, 'Obrigatório');
const TextTest = z.object({ token, number: apiNumber, body: apiBody });
const MediaTest = z.object({
  token,
  number: apiNumber,
  body: z.string().max(65_536, 'Too Long!'),
  file: z.custom<File>((value) => value instanceof File, 'Escolha um arquivo'),
});

export type TestSend = { token: string; number: string; body: string; file?: File };

/** The form's values checked with the server's own number and body rules (STYLE.md rule 2). */
export function checkTestForm(mode: 'text' | 'media', values: TestFormValues): Checked<TestSend> {
  const parsed = (mode === 'text' ? TextTest : MediaTest).safeParse(values);
  return parsed.success ? { ok: true, payload: parsed.data } : { ok: false, errors: zodFieldErrors(parsed.error) };
}
