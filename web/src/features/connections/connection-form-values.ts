import { ConnectionCreate } from '@domain/connections/schema';
import { zodFieldErrors, type FieldErrors } from '../../lib/form';
import type { Connection, ConnectionProvider } from '../../types/api';

/** The form as typed: numbers stay text until checked, '' means "none" for the optional ones. */
export interface ConnectionFormValues {
  name: string;
  isDefault: boolean;
  provider: ConnectionProvider;
  greetingMessage: string;
  complationMessage: string;
  outOfHoursMessage: string;
  ratingMessage: string;
  expiresInactiveMessage: string;
  token: string;
  queueIds: string[];
  expiresTicket: string;
  timeUseBotQueues: string;
  maxUseBotQueues: string;
  timeToTransfer: string;
  transferQueueId: string;
  promptId: string | null;
  /** The queue integration that answers while a ticket has no queue (spec 3 §3). */
  integrationId: string | null;
}

/** Spec 1 §9 defaults: maxUseBotQueues 3, timeUseBotQueues 0, expiresTicket 0, provider beta. */
export function emptyConnectionForm(provider: ConnectionProvider = 'beta'): ConnectionFormValues {
  return {
    name: '',
    isDefault: false,
    provider,
    greetingMessage: '',
    complationMessage: '',
    outOfHoursMessage: '',
    ratingMessage: '',
    expiresInactiveMessage: '',
    token: '',
    queueIds: [],
    expiresTicket: '0',
    timeUseBotQueues: '0',
    maxUseBotQueues: '3',
    timeToTransfer: '',
    transferQueueId: '',
    promptId: null,
    integrationId: null,
  };
}

export function connectionToForm(connection: Connection): ConnectionFormValues {
  return {
    name: connection.name,
    isDefault: connection.isDefault,
    provider: connection.provider,
    greetingMessage: connection.greetingMessage ?? '',
    complationMessage: connection.complationMessage ?? '',
    outOfHoursMessage: connection.outOfHoursMessage ?? '',
    ratingMessage: connection.ratingMessage ?? '',
    expiresInactiveMessage: connection.expiresInactiveMessage ?? '',
    token: connection.token ?? '',
    queueIds: connection.queueIds ?? connection.queues.map((queue) => queue.id),
    expiresTicket: String(connection.expiresTicket ?? 0),
    timeUseBotQueues: String(connection.timeUseBotQueues ?? 0),
    maxUseBotQueues: String(connection.maxUseBotQueues ?? 3),
    timeToTransfer: connection.timeToTransfer === null ? '' : String(connection.timeToTransfer),
    transferQueueId: connection.transferQueueId ?? '',
    promptId: connection.promptId,
    integrationId: connection.integrationId ?? null,
  };
}

/** Typed minutes and counts: blank takes the server's default, anything else is checked as a number. */
const typedNumber = (text: string) => (text.trim() === '' ? undefined : Number(text));

export function toConnectionPayload(
  values: ConnectionFormValues,
): { ok: true; payload: ConnectionCreate } | { ok: false; errors: FieldErrors } {
  const parsed = ConnectionCreate.safeParse({
    ...values,
    expiresTicket: typedNumber(values.expiresTicket),
    timeUseBotQueues: typedNumber(values.timeUseBotQueues),
    maxUseBotQueues: typedNumber(values.maxUseBotQueues),
    timeToTransfer: typedNumber(values.timeToTransfer) ?? null,
  });
  return parsed.success ? { ok: true, payload: parsed.data } : { ok: false, errors: zodFieldErrors(parsed.error) };
}

const TOKEN_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/** A fresh API token for the connection: 30 random letters and digits from the browser's CSPRNG. */
export function generateToken(random: (bytes: Uint8Array) => Uint8Array = (bytes) => crypto.getRandomValues(bytes)) {
  const bytes = random(new Uint8Array(30));
  // 62 symbols: the modulo bias is under 1% per character, harmless for an opaque token.
  return Array.from(bytes, (byte) => TOKEN_ALPHABET[byte % TOKEN_ALPHABET.length]).join('');
}
