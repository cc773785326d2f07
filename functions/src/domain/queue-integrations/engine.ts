import type { Deps } from '../../platform/deps.js';
import type { Connection } from '../connections/schema.js';
import type { ContactRecord } from '../contacts/repo.js';
import type { MessageRecord } from '../messages/repo.js';
import type { TicketRecord } from '../tickets/repo.js';
import type { QueueIntegrationFields } from './schema.js';

/**
 * What every kind of queue integration does (docs/decisions/053), behind one port: answer a customer's message in
 * the ticket's bot phase, and testSession's check. The driver (bot.ts) keeps the per-ticket session, sends the
 * messages, applies the action and falls back to humans when a turn throws; an engine only speaks its protocol.
 */
export interface IntegrationEngine {
  turn(deps: Deps, turn: IntegrationTurn): Promise<IntegrationReply>;
  /** Throws IntegrationFailure (or any error) when the URL or credentials do not work. */
  test(deps: Deps, integration: IntegrationSettings): Promise<void>;
}

/** The integration as an engine needs it: the key file in clear (only ever in memory). */
export interface IntegrationSettings extends QueueIntegrationFields {
  id: string;
  jsonContent: string;
}

export interface IntegrationTurn {
  integration: IntegrationSettings;
  ticket: TicketRecord;
  contact: ContactRecord;
  connection: Connection;
  message: MessageRecord;
  /** The customer's attachment, by a signed link (null without one). */
  mediaUrl: string | null;
  /** The engine's own data of this ticket's conversation (e.g. Typebot's session id); undefined: a new one. */
  session: IntegrationSession | undefined;
  now: Date;
}

/** Kept per ticket (keys.ticketIntegration) between turns. */
export interface IntegrationSession {
  integrationId: string;
  /** The conversation with the bot is over: the ticket waits for people, the bot says nothing more. */
  ended: boolean;
  /** Why it ended, for logs and the ticket note. */
  reason?: string;
  /** When the bot last took a turn (ISO); Typebot's expiry counts from here. */
  lastAt: string;
  data: Record<string, string>;
}

/** One message of the bot: a text, or a file fetched from a URL (with an optional caption). */
export type BotMessage = { text: string } | { mediaUrl: string; caption?: string };

export interface IntegrationReply {
  messages: BotMessage[];
  /** Pause between two messages (Typebot's typebotDelayMessage); none by default. */
  delayMs?: number;
  /** After the messages: 'queue' hands the ticket to people (in `queueId` when given), 'close' closes it. */
  action?: 'queue' | 'close';
  queueId?: string | null;
  /** The engine's data to keep for the next turn. */
  data?: Record<string, string>;
}

/** Why a call to an integration failed; testSession answers a code per reason, the bot phase writes it in a note. */
export type IntegrationFailureReason = 'unreachable' | 'timeout' | 'status' | 'answer' | 'credentials';

export class IntegrationFailure extends Error {
  constructor(
    readonly reason: IntegrationFailureReason,
    message: string,
  ) {
    super(message);
    this.name = 'IntegrationFailure';
  }
}
