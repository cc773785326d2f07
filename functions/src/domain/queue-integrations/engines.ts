import { dialogflowEngine } from './dialogflow-engine.js';
import type { IntegrationEngine } from './engine.js';
import type { IntegrationType } from './schema.js';
import { typebotEngine } from './typebot-engine.js';
import { webhookEngine } from './webhook-engine.js';

/**
 * The engine of each integration type (docs/decisions/053): the bot phase and testSession look the type up here.
 * A type without an engine answers nobody (the chatbot's menus do) and its test says so.
 */
export const INTEGRATION_ENGINES: Partial<Record<IntegrationType, IntegrationEngine>> = {
  webhook: webhookEngine,
  n8n: webhookEngine,
  typebot: typebotEngine,
  dialogflow: dialogflowEngine,
};
