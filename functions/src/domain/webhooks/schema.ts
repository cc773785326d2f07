import { z } from 'zod';

/**
 * What an endpoint may subscribe to (docs/decisions/056): a message stored (either direction), a message changed
 * (ack, edit, deletion), a ticket changed (status, queue, user, unread count) and a ticket deleted. The test
 * delivery is `webhook.test`, sent to one endpoint on request whatever it subscribed to.
 */
export const WEBHOOK_EVENTS = ['message.created', 'message.updated', 'ticket.updated', 'ticket.deleted'] as const;
export type WebhookEvent = (typeof WEBHOOK_EVENTS)[number];
export const TEST_EVENT = 'webhook.test';
export type DeliveredEvent = WebhookEvent | typeof TEST_EVENT;

const required = 'Obrigatório';

/** An absolute http(s) URL without credentials in it (a secret in a URL ends up in logs). */
const WebhookUrl = z
  .string({ required_error: required, invalid_type_error: required })
  .trim()
  .min(1, required)
  .max(2000, 'Too Long!')
  .refine((value) => {
    try {
      const url = new URL(value);
      return (url.protocol === 'https:' || url.protocol === 'http:') && !url.username && !url.password;
    } catch {
      return false;
    }
  }, 'URL inválida');

const Events = z
  .array(z.enum(WEBHOOK_EVENTS), { required_error: required, invalid_type_error: required })
  .min(1, 'Escolha ao menos um evento')
  .transform((events) => [...new Set(events)]);

export const WebhookCreate = z.object({ url: WebhookUrl, events: Events, active: z.boolean().default(true) });
export type WebhookCreate = z.infer<typeof WebhookCreate>;

export const WebhookUpdate = z
  .object({ url: WebhookUrl, events: Events, active: z.boolean() })
  .partial()
  .refine((value) => Object.keys(value).length > 0, 'Nada a alterar');
export type WebhookUpdate = z.infer<typeof WebhookUpdate>;

export const WebhookParam = z.object({ id: z.string().min(1).max(64) });

export const DeliveriesQuery = z.object({ cursor: z.string().max(2000).optional() });

/** An endpoint as the API shows it: never its secret, only its last 4 characters. */
export interface Webhook {
  id: string;
  url: string;
  events: WebhookEvent[];
  active: boolean;
  secretHint: string;
  createdAt: string;
  updatedAt: string;
}

/** Creation and a new secret answer the secret once, in full. */
export type WebhookWithSecret = Webhook & { secret: string };

/** One attempt of one delivery, as the log shows it. */
export interface WebhookDelivery {
  deliveryId: string;
  event: DeliveredEvent;
  attempt: number;
  at: string;
  /** The endpoint's HTTP status, or null when none came (timeout, refused connection). */
  status: number | null;
  durationMs: number;
  outcome: 'delivered' | 'retrying' | 'failed';
  error?: string;
}

export interface WebhookDeliveryPage {
  deliveries: WebhookDelivery[];
  cursor?: string;
  hasMore: boolean;
}
