import { z } from 'zod';
import { PROVIDERS } from '../../platform/chat/chat-provider.js';
import { requiredName } from '../common/fields.js';

/** Connection status values (spec 1 §4). */
export const CONNECTION_STATUSES = ['CONNECTED', 'DISCONNECTED', 'OPENING', 'qrcode', 'PAIRING', 'TIMEOUT'] as const;

/** A connection (chat-app number) as the API answers it (spec 1 §3); defaults from spec 1 §9. */
export const Connection = z.object({
  id: z.string(),
  name: z.string(),
  status: z.enum(CONNECTION_STATUSES),
  qrcode: z.string(),
  retries: z.number().int(),
  /** The number the session is logged in as, once the chat app told it. */
  number: z.string(),
  /** The code to type on the phone while logging in by pairing code; '' otherwise. */
  pairingCode: z.string(),
  isDefault: z.boolean(),
  greetingMessage: z.string(),
  complationMessage: z.string(),
  outOfHoursMessage: z.string(),
  ratingMessage: z.string(),
  expiresInactiveMessage: z.string(),
  /** Token of the external message API; only admins read it. */
  token: z.string(),
  provider: z.enum(PROVIDERS),
  expiresTicket: z.number().int(),
  timeUseBotQueues: z.number().int(),
  maxUseBotQueues: z.number().int(),
  timeToTransfer: z.number().int().nullable(),
  transferQueueId: z.string().nullable(),
  promptId: z.string().nullable(),
  /** A queue integration answering while the ticket has no queue (spec 3 §3). */
  integrationId: z.string().nullable(),
  queueIds: z.array(z.string()),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Connection = z.infer<typeof Connection>;

/** Realtime events reach agents too, so they never carry the API token (an admin's cached copy keeps it). */
export function withoutToken<T extends { token: string }>(connection: T): Omit<T, 'token'> {
  const { token: _token, ...rest } = connection;
  return rest;
}

/** `session=0` asks for the list without session data, which lives in separate items anyway. */
export const ConnectionListQuery = z.object({
  session: z.coerce.number().int().optional(),
});

/** Spec 1 §5: once a connection serves more than this many queues, it needs a greeting to offer them. */
export const QUEUES_WITHOUT_GREETING = 1;

export function greetingMissing(queueIds: readonly string[], greetingMessage: string): boolean {
  return queueIds.length > QUEUES_WITHOUT_GREETING && greetingMessage.trim() === '';
}

const id = z.string().min(1).max(64);
const message = z.string().max(4096, 'Too Long!');
/** Minutes or counts: whole, not negative, below an upper bound that keeps timers sane. */
const wholeNumber = (max: number) =>
  z
    .number({ invalid_type_error: 'Informe um número' })
    .int('Informe um número inteiro')
    .min(0, 'Não pode ser negativo')
    .max(max, `No máximo ${max}`);
/** One year in minutes. */
const MAX_MINUTES = 525_600;
/** The forms send '' for "none". */
const blankAsNull = (value: unknown) => (value === '' ? null : value);
const reference = z.preprocess(blankAsNull, id.nullable());
/** Set by an admin; url-safe so it travels in a header or a query string unchanged. */
const token = z
  .string()
  .trim()
  .max(128, 'Too Long!')
  .refine((text) => text === '' || /^[A-Za-z0-9_.~-]{16,}$/.test(text), 'Use ao menos 16 letras, números, - ou _');

export const ConnectionCreate = z.object({
  name: requiredName,
  /** Absent: the deployment's default provider (simulator locally, beta in the cloud). */
  provider: z.enum(PROVIDERS).optional(),
  isDefault: z.boolean().default(false),
  greetingMessage: message.default(''),
  complationMessage: message.default(''),
  outOfHoursMessage: message.default(''),
  ratingMessage: message.default(''),
  expiresInactiveMessage: message.default(''),
  /** '' or absent: a new random token is made. */
  token: token.nullable().optional(),
  expiresTicket: wholeNumber(MAX_MINUTES).default(0),
  timeUseBotQueues: wholeNumber(MAX_MINUTES).default(0),
  maxUseBotQueues: wholeNumber(1000).default(3),
  timeToTransfer: z.preprocess(blankAsNull, wholeNumber(MAX_MINUTES).nullable()).default(null),
  transferQueueId: reference.default(null),
  promptId: reference.default(null),
  integrationId: reference.default(null),
  queueIds: z.array(id).max(200).default([]),
});
export type ConnectionCreate = z.infer<typeof ConnectionCreate>;

/** Only the fields sent change; a token sent as '' is replaced by a new random one. */
export const ConnectionUpdate = ConnectionCreate.partial();
export type ConnectionUpdate = z.infer<typeof ConnectionUpdate>;

/** POST /whatsappsession/{id}: an optional phone (digits, country code first) logs in by pairing code. */
export const SessionStart = z.object({
  pairingPhone: z
    .string()
    .regex(/^\d{10,15}$/, 'Informe o número com DDI e DDD, só dígitos (10 a 15)')
    .optional(),
});
