import type { Deps } from '../../platform/deps.js';
import { DialogflowError, parseServiceAccount, type Dialogflow } from '../../platform/dialogflow/dialogflow.js';
import { googleDialogflow } from '../../platform/dialogflow/google-dialogflow.js';
import { IntegrationFailure, type IntegrationEngine, type IntegrationSettings } from './engine.js';

/** Google's Dialogflow, for every Deps that sets none (one client cache per process). */
const google = googleDialogflow();
const dialogflowOf = (deps: Deps): Dialogflow => deps.dialogflow ?? google;

/** The session of testSession: its contexts never mix with a ticket's. */
const TEST_SESSION = 'balcao-test-session';

/**
 * Dialogflow ES (docs/decisions/054): each customer text goes to detectIntent in the ticket's session and the
 * integration's language; the fulfillment messages are the bot's answer, and the end of the conversation (the
 * intent's end_interaction, or the end-of-conversation flag) hands the ticket to the queue's people. A message
 * without text (a picture without a caption) asks the agent nothing.
 */
export const dialogflowEngine: IntegrationEngine = {
  async turn(deps, turn) {
    const text = turn.message.body.trim();
    if (!text) return { messages: [] };
    const reply = await detectIntent(deps, turn.integration, turn.ticket.id, text);
    return {
      messages: reply.messages.map((message) => ({ text: message })),
      ...(reply.endConversation ? { action: 'queue' as const, queueId: turn.ticket.queueId } : {}),
    };
  },

  /** testSession: the agent answers a 'hello' with the key file and language given. */
  async test(deps, integration) {
    await detectIntent(deps, integration, TEST_SESSION, 'hello');
  },
};

async function detectIntent(deps: Deps, integration: IntegrationSettings, sessionId: string, text: string) {
  const credentials = parseServiceAccount(integration.jsonContent);
  if (!credentials) {
    throw new IntegrationFailure(
      'credentials',
      'o JSON não é uma chave de conta de serviço (project_id, client_email, private_key)',
    );
  }
  try {
    return await dialogflowOf(deps).detectIntent({ credentials, languageCode: integration.language, sessionId, text });
  } catch (error) {
    if (!(error instanceof DialogflowError)) throw error;
    throw new IntegrationFailure(
      error.reason === 'credentials' ? 'credentials' : 'unreachable',
      `Dialogflow: ${error.message}`,
    );
  }
}
