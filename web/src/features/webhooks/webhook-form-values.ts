import { WEBHOOK_EVENTS, WebhookCreate, type Webhook, type WebhookEvent } from '@domain/webhooks/schema';
import { zodFieldErrors, type Checked } from '../../lib/form';
import type { WebhookPayload } from './api/webhooks';

/** The webhook dialog: the URL, the events it subscribes to, and whether it is active. */
export interface WebhookFormValues {
  url: string;
  events: WebhookEvent[];
  active: boolean;
}

/** A new endpoint hears of new messages, active. */
export const emptyWebhookForm: WebhookFormValues = { url: '', events: ['message.created'], active: true };

export const webhookToForm = (webhook: Webhook): WebhookFormValues => ({
  url: webhook.url,
  events: webhook.events,
  active: webhook.active,
});

/** One event ticked or unticked, the list kept in the schema's order. */
export const toggledEvents = (events: WebhookEvent[], event: WebhookEvent, on: boolean): WebhookEvent[] =>
  WEBHOOK_EVENTS.filter((candidate) => (candidate === event ? on : events.includes(candidate)));

/** The endpoint to send, checked with the server's own schema (http(s) URL, at least one event). */
export function toWebhookPayload(values: WebhookFormValues): Checked<WebhookPayload> {
  const parsed = WebhookCreate.safeParse(values);
  if (!parsed.success) return { ok: false, errors: zodFieldErrors(parsed.error) };
  return { ok: true, payload: parsed.data };
}
