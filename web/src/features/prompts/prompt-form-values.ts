import { PROMPT_DEFAULTS, PromptCreate, PromptUpdate, type PromptAnswer } from '@domain/prompts/schema';
import { zodFieldErrors, type Checked } from '../../lib/form';

/** The prompt dialog (spec 3 §3) as typed: numbers stay text until checked. */
export interface PromptFormValues {
  name: string;
  prompt: string;
  /** Typed anew; on an edit, blank keeps the stored key (the API shows it only masked). Likewise `voiceKey`. */
  apiKey: string;
  queueId: string;
  maxTokens: string;
  temperature: string;
  maxMessages: string;
  voice: string;
  voiceKey: string;
  voiceRegion: string;
}

/** What the dialog sends: the shared schema's output; a key is left out on an edit that keeps the stored one. */
export type PromptPayload = PromptUpdate;

/** Spec 3 §3 and §9 defaults: voice 'texto', maxTokens 100, temperature 1, maxMessages 10. */
export const emptyPromptForm: PromptFormValues = {
  name: '',
  prompt: '',
  apiKey: '',
  queueId: '',
  maxTokens: String(PROMPT_DEFAULTS.maxTokens),
  temperature: String(PROMPT_DEFAULTS.temperature),
  maxMessages: String(PROMPT_DEFAULTS.maxMessages),
  voice: PROMPT_DEFAULTS.voice,
  voiceKey: '',
  voiceRegion: '',
};

export const promptToForm = (record: PromptAnswer): PromptFormValues => ({
  name: record.name,
  prompt: record.prompt,
  apiKey: '',
  queueId: record.queueId,
  maxTokens: String(record.maxTokens),
  temperature: String(record.temperature),
  maxMessages: String(record.maxMessages),
  voice: record.voice || PROMPT_DEFAULTS.voice,
  voiceKey: '',
  voiceRegion: record.voiceRegion,
});

/** A typed number: blank takes the default, anything else is checked as a number. */
const typedNumber = (text: string) => (text.trim() === '' ? undefined : Number(text));

/**
 * The prompt to send, checked with the server's own schema: 'Informe o setor' without a queue (spec 3 §5), the
 * name, the instructions and (for a new prompt) the API key required, the numbers within their bounds. On an edit
 * a key left blank is not sent, so the stored one stays.
 */
export function toPromptPayload(values: PromptFormValues, editing: boolean): Checked<PromptPayload> {
  const typed = {
    ...values,
    maxTokens: typedNumber(values.maxTokens),
    temperature: typedNumber(values.temperature),
    maxMessages: typedNumber(values.maxMessages),
  };
  const parsed = (editing ? PromptUpdate.required({ queueId: true }) : PromptCreate).safeParse(typed);
  if (!parsed.success) return { ok: false, errors: zodFieldErrors(parsed.error) };
  const { apiKey, voiceKey, ...rest } = parsed.data;
  const keys = editing ? { ...(apiKey ? { apiKey } : {}), ...(voiceKey ? { voiceKey } : {}) } : { apiKey, voiceKey };
  return { ok: true, payload: { ...rest, ...keys } };
}
