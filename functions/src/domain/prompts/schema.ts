import { z } from 'zod';

/**
 * The AI prompt of spec 3 §3 with its defaults (§9: maxTokens 100, temperature 1, maxMessages 10, voice 'texto')
 * and bounds that keep a bad value a 400 (docs/decisions/052). Saving without a queue gives 'Informe o setor'
 * (§5, §8). The API keys arrive in clear and are sealed before they are stored; answers carry them masked.
 */
export const PROMPT_DEFAULTS = { maxTokens: 100, temperature: 1, maxMessages: 10, voice: 'texto' } as const;

/** The voice that means "answer in text only" (spec 3 §9). */
export const TEXT_VOICE = 'texto';

/** A masked key as answers carry it: this prefix and the key's last 4 characters. */
export const MASK = '••••';

const name = z.string({ required_error: 'Obrigatório' }).trim().min(1, 'Obrigatório').max(100, 'Too Long!');
const instructions = z.string({ required_error: 'Obrigatório' }).trim().min(1, 'Obrigatório').max(20_000, 'Too Long!');
const queueId = z
  .string({ required_error: 'Informe o setor', invalid_type_error: 'Informe o setor' })
  .trim()
  .min(1, 'Informe o setor')
  .max(64);
/** A key as typed; '' or the masked form sent back means "keep the stored one" on an update. */
const key = z.string().trim().max(500, 'Too Long!');
/** A speech service region names a host (`<region>.tts.speech.microsoft.com`): letters, digits and dashes only. */
const voiceRegion = z
  .string()
  .trim()
  .max(40, 'Too Long!')
  .regex(/^[a-z0-9-]*$/i, 'Região inválida');

/** A number, or a form's numeric text ('300'); anything else (arrays, objects) is refused, not coerced. */
const numberOrNumericText = (value: unknown) =>
  typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
const numeric = (rule: z.ZodNumber) => z.preprocess(numberOrNumericText, rule);

export const PromptCreate = z.object({
  name,
  prompt: instructions,
  apiKey: key.refine((value) => value.length > 0, 'Obrigatório'),
  queueId,
  maxTokens: numeric(z.number().int().min(1).max(4096)).default(PROMPT_DEFAULTS.maxTokens),
  temperature: numeric(z.number().min(0).max(2)).default(PROMPT_DEFAULTS.temperature),
  maxMessages: numeric(z.number().int().min(1).max(50)).default(PROMPT_DEFAULTS.maxMessages),
  voice: z.string().trim().min(1).max(64).default(PROMPT_DEFAULTS.voice),
  voiceKey: key.default(''),
  voiceRegion: voiceRegion.default(''),
});
export type PromptCreate = z.infer<typeof PromptCreate>;

/** PUT /prompt/{id}: the fields sent change; a key left out, blank or sent back masked keeps the stored one. */
export const PromptUpdate = PromptCreate.extend({ apiKey: key }).partial();
export type PromptUpdate = z.infer<typeof PromptUpdate>;

/** What an update's key field means: a new key to seal, or keep the stored one. */
export const keepsStoredKey = (value: string | undefined) => !value || value.startsWith(MASK);

export type PromptFields = {
  name: string;
  prompt: string;
  queueId: string;
  maxTokens: number;
  temperature: number;
  maxMessages: number;
  voice: string;
  voiceRegion: string;
};

/** A prompt as the API answers it: keys masked (`••••abcd`, '' when none), the queue's name beside its id. */
export interface PromptAnswer extends PromptFields {
  id: string;
  apiKey: string;
  voiceKey: string;
  queue: { id: string; name: string } | null;
  createdAt: string;
  updatedAt: string;
}

/** Realtime on `company-<id>-prompt`. */
export const promptsChannel = (companyId: string) => `company-${companyId}-prompt`;
export type PromptEvent =
  { action: 'create' | 'update'; prompt: PromptAnswer } | { action: 'delete'; promptId: string };

/** Shown in place of a key: its last 4 characters when it is long enough that they give nothing away. */
export function maskKey(plain: string): string {
  if (!plain) return '';
  return plain.length >= 12 ? `${MASK}${plain.slice(-4)}` : MASK;
}
