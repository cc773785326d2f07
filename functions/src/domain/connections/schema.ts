import { z } from 'zod';

/** Connection status values (spec 1 §4). */
export const CONNECTION_STATUSES = ['CONNECTED', 'DISCONNECTED', 'OPENING', 'qrcode', 'PAIRING', 'TIMEOUT'] as const;

/** A connection (chat-app number) as the API answers it (spec 1 §3); defaults from spec 1 §9. */
export const Connection = z.object({
  id: z.string(),
  name: z.string(),
  status: z.enum(CONNECTION_STATUSES),
  qrcode: z.string(),
  retries: z.number().int(),
  isDefault: z.boolean(),
  greetingMessage: z.string(),
  complationMessage: z.string(),
  outOfHoursMessage: z.string(),
  ratingMessage: z.string(),
  expiresInactiveMessage: z.string(),
  /** Token of the external message API; only admins read it. */
  token: z.string(),
  provider: z.string().default('beta'),
  expiresTicket: z.number().int().default(0),
  timeUseBotQueues: z.number().int().default(0),
  maxUseBotQueues: z.number().int().default(3),
  timeToTransfer: z.number().int().nullable(),
  transferQueueId: z.string().nullable(),
  promptId: z.string().nullable(),
  queueIds: z.array(z.string()),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Connection = z.infer<typeof Connection>;

/** `session=0` asks for the list without session data, which lives in separate items anyway. */
export const ConnectionListQuery = z.object({
  session: z.coerce.number().int().optional(),
});
