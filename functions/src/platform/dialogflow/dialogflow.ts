import { z } from 'zod';

/**
 * The Dialogflow port (docs/decisions/054): one turn of a Dialogflow ES agent — the customer's text in, the agent's
 * fulfillment messages out. The adapter (google-dialogflow.ts) calls detectIntent with `@google-cloud/dialogflow`;
 * the queue-integration engine sees only this interface.
 */
export interface Dialogflow {
  detectIntent(request: DetectIntentRequest): Promise<DialogflowReply>;
}

export interface DetectIntentRequest {
  credentials: ServiceAccount;
  /** The agent's language for this text: pt-BR, en or es (spec 3 §9). */
  languageCode: string;
  /** One conversation with the agent: the ticket's id, so the agent's contexts follow the ticket. */
  sessionId: string;
  text: string;
}

export interface DialogflowReply {
  /** The texts of the fulfillment messages, in order (the agent's fulfillment text when it gave no messages). */
  messages: string[];
  /** The matched intent ends the interaction (its `end_interaction`, or the end-of-conversation flag). */
  endConversation: boolean;
}

/** What an answer from Google or from the network went wrong as; the engine writes it in the ticket's note. */
export class DialogflowError extends Error {
  constructor(
    message: string,
    readonly reason: 'credentials' | 'unavailable',
  ) {
    super(message);
    this.name = 'DialogflowError';
  }
}

/** The fields of a Google service-account key file (the integration's `jsonContent`) that detectIntent needs. */
export const ServiceAccount = z.object({
  project_id: z.string().min(1),
  client_email: z.string().min(1),
  private_key: z.string().min(1),
});
export type ServiceAccount = z.infer<typeof ServiceAccount>;

/** The service account in an integration's `jsonContent`, or `undefined` when it is not such a key file. */
export function parseServiceAccount(jsonContent: string | null | undefined): ServiceAccount | undefined {
  if (!jsonContent) return undefined;
  try {
    const parsed = ServiceAccount.safeParse(JSON.parse(jsonContent));
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}
