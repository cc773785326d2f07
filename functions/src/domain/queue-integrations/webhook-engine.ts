import { z } from 'zod';
import type { IntegrationEngine, IntegrationReply, IntegrationSettings, IntegrationTurn } from './engine.js';
import { IntegrationFailure } from './engine.js';
import { postJson } from './http-json.js';
import { isHttpUrl } from './schema.js';

/**
 * The webhook / n8n protocol (docs/decisions/053, docs/queue-integrations.md): each customer message is POSTed as
 * JSON to the integration's URL (`urlN8N`); the answer says what the bot replies and whether the ticket goes to
 * people or is closed. n8n's Webhook node with "Respond to Webhook" speaks it as is.
 */
export const WebhookAnswer = z
  .object({
    text: z.string().max(4096).nullish(),
    mediaUrl: z.string().max(2000).refine(isHttpUrl, 'mediaUrl must be an http(s) URL').nullish(),
    action: z.enum(['queue', 'close']).nullish(),
    queueId: z.string().max(64).nullish(),
  })
  .passthrough();

/** What the integration receives for each customer message. */
export function webhookPayload(turn: IntegrationTurn) {
  const { integration, message, contact, ticket, connection } = turn;
  return {
    event: 'message' as const,
    integration: { id: integration.id, name: integration.name, type: integration.type },
    message: {
      id: message.id,
      body: message.body,
      mediaType: message.mediaType,
      mediaUrl: turn.mediaUrl,
      fromMe: false,
      createdAt: message.createdAt,
    },
    contact: { id: contact.id, name: contact.name, number: contact.number, email: contact.email },
    ticket: { id: ticket.id, status: ticket.status, queueId: ticket.queueId, createdAt: ticket.createdAt },
    connection: { id: connection.id, name: connection.name, number: connection.number },
  };
}

export const webhookEngine: IntegrationEngine = {
  async turn(_deps, turn): Promise<IntegrationReply> {
    const raw = await postJson(turn.integration.urlN8N, webhookPayload(turn));
    if (raw === undefined) return { messages: [] };
    const parsed = WebhookAnswer.safeParse(raw);
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      throw new IntegrationFailure(
        'answer',
        `resposta fora do formato (${issue?.path.join('.') || 'corpo'}: ${issue?.message})`,
      );
    }
    const answer = parsed.data;
    const messages = [
      ...(answer.mediaUrl ? [{ mediaUrl: answer.mediaUrl, caption: answer.text ?? '' }] : []),
      ...(!answer.mediaUrl && answer.text ? [{ text: answer.text }] : []),
    ];
    return { messages, ...(answer.action ? { action: answer.action, queueId: answer.queueId ?? null } : {}) };
  },

  /** testSession: the URL answers a `testSession` event with a 2xx (what it says is not read). */
  async test(_deps, integration: IntegrationSettings): Promise<void> {
    await postJson(integration.urlN8N, {
      event: 'testSession',
      integration: { id: integration.id, name: integration.name, type: integration.type },
    }).catch((error: unknown) => {
      // A test body is not a customer message: an answer that is not JSON still proves the URL works.
      if (error instanceof IntegrationFailure && error.reason === 'answer') return undefined;
      throw error;
    });
  },
};
