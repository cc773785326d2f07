import { z } from 'zod';

/**
 * The queue integration of spec 3 §3 with its defaults (§9: typebotExpires 1 minute, typebotDelayMessage 1000 ms)
 * and the name rule of §5 ('Too Short!', 'Too Long!', 'Required'); docs/decisions/053. A Dialogflow service
 * account (`jsonContent`) arrives in clear and is sealed before it is stored; answers carry it without its key.
 */
export const INTEGRATION_TYPES = ['dialogflow', 'n8n', 'webhook', 'typebot'] as const;
export type IntegrationType = (typeof INTEGRATION_TYPES)[number];
export const INTEGRATION_LANGUAGES = ['pt-BR', 'en', 'es'] as const;
export const INTEGRATION_DEFAULTS = { typebotExpires: 1, typebotDelayMessage: 1000, language: 'pt-BR' } as const;

/** Types whose project name is the integration's name (spec 3 §5). */
export const NAMED_BY_NAME: readonly IntegrationType[] = ['n8n', 'webhook', 'typebot'];

/** What answers carry in place of the service account's private key. */
export const MASK = '••••';

const required = 'Required';
const name = z
  .string({ required_error: required, invalid_type_error: required })
  .trim()
  .min(1, required)
  .min(2, 'Too Short!')
  .max(50, 'Too Long!');
const text = (max: number) =>
  z
    .string()
    .trim()
    .max(max, 'Too Long!')
    .nullish()
    .transform((value) => value ?? '');
/** Where the webhook/n8n answers, or the Typebot viewer's base URL: http(s) only. */
const url = z
  .string()
  .trim()
  .max(2000, 'Too Long!')
  .refine((value) => value === '' || isHttpUrl(value), 'URL inválida')
  .nullish()
  .transform((value) => value ?? '');
/** A Typebot's public id: it becomes a path segment of the chat API. */
const slug = z
  .string()
  .trim()
  .max(200, 'Too Long!')
  .regex(/^[A-Za-z0-9_.~-]*$/, 'Identificador inválido')
  .nullish()
  .transform((value) => value ?? '');

/** Minutes or milliseconds: a number, or digits typed in a form (only strings are converted). */
const whole = (max: number) =>
  z.preprocess(
    (value) => (typeof value === 'string' && value.trim() !== '' ? Number(value) : value),
    z.number({ invalid_type_error: 'Informe um número' }).int('Informe um número inteiro').min(0).max(max),
  );

const fields = {
  type: z.enum(INTEGRATION_TYPES, {
    errorMap: (issue) => ({
      message: issue.code === 'invalid_type' && issue.received === 'undefined' ? required : 'Tipo inválido',
    }),
  }),
  name,
  projectName: text(100),
  /** The service-account key file; '' or a masked copy sent back on an update keeps the stored one. */
  jsonContent: text(20_000),
  language: z
    .enum(INTEGRATION_LANGUAGES)
    .nullish()
    .transform((value) => value ?? INTEGRATION_DEFAULTS.language),
  urlN8N: url,
  typebotSlug: slug,
  typebotExpires: whole(10_080).default(INTEGRATION_DEFAULTS.typebotExpires),
  typebotDelayMessage: whole(10_000).default(INTEGRATION_DEFAULTS.typebotDelayMessage),
  typebotKeywordFinish: text(100),
  typebotKeywordRestart: text(100),
  typebotUnknownMessage: text(4096),
  typebotRestartMessage: text(4096),
};

export const QueueIntegrationCreate = z.object(fields);
export type QueueIntegrationCreate = z.infer<typeof QueueIntegrationCreate>;
/** PUT: the fields sent change (no defaults filled in). */
export const QueueIntegrationUpdate = z.object(fields).partial();
export type QueueIntegrationUpdate = z.infer<typeof QueueIntegrationUpdate>;
/** POST testSession: the dialog's values as they are, saved or not (spec 3 §7 names projectName, jsonContent, language). */
export const QueueIntegrationTest = z.object({ ...fields, name: name.optional(), id: z.string().max(64).optional() });
export type QueueIntegrationTest = z.infer<typeof QueueIntegrationTest>;

export const QueueIntegrationQuery = z.object({
  searchParam: z.string().trim().max(100).default(''),
  pageNumber: z.coerce.number().int().min(1).max(10_000).default(1),
});

/** The stored fields apart from the sealed key file. */
export type QueueIntegrationFields = Omit<QueueIntegrationCreate, 'jsonContent'>;

/** An integration as the API answers it: jsonContent without its private key ('' when none). */
export interface QueueIntegrationAnswer extends QueueIntegrationFields {
  id: string;
  jsonContent: string;
  createdAt: string;
  updatedAt: string;
}

export interface QueueIntegrationPage {
  queueIntegrations: QueueIntegrationAnswer[];
  count: number;
  hasMore: boolean;
}

/** Realtime on `company-<id>-queueIntegration` (spec 3 §7). */
export const queueIntegrationsChannel = (companyId: string) => `company-${companyId}-queueIntegration`;
export type QueueIntegrationEvent =
  | { action: 'create' | 'update'; queueIntegration: QueueIntegrationAnswer }
  | { action: 'delete'; integrationId: string };

export function isHttpUrl(value: string): boolean {
  try {
    const parsed = new URL(value);
    return parsed.protocol === 'http:' || parsed.protocol === 'https:';
  } catch {
    return false;
  }
}

/** The key file as answers show it: its fields, the private key masked; a text that is not JSON shows masked. */
export function maskedJsonContent(plain: string): string {
  if (!plain) return '';
  try {
    const parsed = JSON.parse(plain) as unknown;
    if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) return MASK;
    const shown = { ...(parsed as Record<string, unknown>) };
    for (const key of ['private_key', 'private_key_id']) if (key in shown) shown[key] = MASK;
    return JSON.stringify(shown, null, 2);
  } catch {
    return MASK;
  }
}

/** An update's jsonContent keeps the stored file when absent, blank, or the masked copy sent back. */
export const keepsStoredJson = (value: string | undefined) => !value || value.includes(MASK);
