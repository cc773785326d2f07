import { company } from './keys-company.js';

/** The keys of the AI prompts (spec 3 §3 Prompt; docs/decisions/052), part of the one key design in keys.ts. */
export const promptKeys = {
  /** A prompt; the company's prompts listed by name on gsi1. Its API keys are sealed inside the item. */
  prompt: (companyId: string, id: string) => ({ pk: `${company(companyId)}#PROMPT#${id}`, sk: 'PROMPT' }),
  promptsIndex: (companyId: string) => `${company(companyId)}#PROMPTS`,
  /** The assistant's state in one ticket (handed over to people: silent), beside the ticket like its BOT item. */
  ticketAssistant: (companyId: string, ticketId: string) => ({
    pk: `${company(companyId)}#T#${ticketId}`,
    sk: 'ASSISTANT',
  }),
};
