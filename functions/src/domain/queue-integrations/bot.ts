import type { Deps } from '../../platform/deps.js';
import { newId } from '../../platform/ids.js';
import { log } from '../../platform/log.js';
import type { BotTurn } from '../chatbot/chatbot.js';
import type { BotEngine } from '../inbound/bot-phase.js';
import { companyQueues } from '../lookups/company-records.js';
import { sendAutomatic } from '../messages/send.js';
import { cachedCompanyPlan } from '../plans/cached-plan.js';
import { putTicketNote } from '../ticket-notes/repo.js';
import { sendCompletion } from '../tickets/automatic-messages.js';
import type { TicketRecord } from '../tickets/repo.js';
import { systemUpdateTicket } from '../tickets/system-update.js';
import { sendMediaFromUrl } from './bot-media.js';
import type { IntegrationEngine, IntegrationReply, IntegrationSession, IntegrationSettings } from './engine.js';
import { INTEGRATION_ENGINES } from './engines.js';
import { getQueueIntegrationRecord } from './repo.js';
import { plainJsonContent } from './service.js';
import { getIntegrationSession, saveIntegrationSession } from './session.js';

/**
 * The queue integrations in the bot phase (docs/decisions/053): the integration of the ticket's queue — or, while
 * it has none, of its connection — answers each customer message until its conversation ends (a 'queue' or
 * 'close' action, Typebot's finish keyword or end of flow). Then, or when a call fails (no answer in time, an
 * error status, an answer not in the protocol), the ticket stays pending for people with a note saying why, and
 * the bot says nothing more in it. The customer's message is already stored: nothing is lost.
 */
export const integrationBotEngine: BotEngine = {
  name: 'queue-integration',
  async answer(deps, turn) {
    const found = await integrationOf(deps, turn);
    if (!found) return undefined;
    const { integration, engine } = found;
    const stored = await getIntegrationSession(deps.table, turn.ticket.companyId, turn.ticket.id);
    const session = stored?.integrationId === integration.id ? stored : undefined;
    // Handed over: people answer now; the menus stay quiet too.
    if (session?.ended) return turn.ticket;
    const now = deps.clock.now();
    let reply: IntegrationReply;
    try {
      const mediaUrl = turn.message.blobKey ? await deps.blobs.signedUrl(turn.message.blobKey, 60 * 60) : null;
      reply = await engine.turn(deps, { ...turn, integration, mediaUrl, session, now });
    } catch (error) {
      return handOverOnFailure(deps, turn, integration, String(error instanceof Error ? error.message : error));
    }
    const ended = reply.action !== undefined;
    await save(deps, turn.ticket, {
      integrationId: integration.id,
      ended,
      ...(ended ? { reason: `action ${reply.action}` } : {}),
      lastAt: now.toISOString(),
      data: reply.data ?? session?.data ?? {},
    });
    try {
      await sendAll(deps, turn, reply);
    } catch (error) {
      return handOverOnFailure(deps, turn, integration, String(error instanceof Error ? error.message : error));
    }
    return applyAction(deps, turn, reply);
  },
};

/** The integration the ticket's queue (or, without one, its connection) names, if the plan allows integrations. */
async function integrationOf(
  deps: Deps,
  turn: BotTurn,
): Promise<{ integration: IntegrationSettings; engine: IntegrationEngine } | undefined> {
  const { ticket, connection } = turn;
  const queue = ticket.queueId
    ? (await companyQueues(deps, ticket.companyId)).find((candidate) => candidate.id === ticket.queueId)
    : undefined;
  const integrationId = ticket.queueId ? queue?.integrationId : connection.integrationId;
  if (!integrationId) return undefined;
  const plan = await cachedCompanyPlan(deps, ticket.companyId);
  if (plan && !plan.useIntegrations) return undefined;
  const record = await getQueueIntegrationRecord(deps.table, ticket.companyId, integrationId);
  const engine = record && INTEGRATION_ENGINES[record.type];
  if (!record || !engine) return undefined;
  const { companyId: _c, rev: _r, jsonContentSealed: _s, jsonContentHint: _h, ...fields } = record;
  return { integration: { ...fields, jsonContent: plainJsonContent(deps, record) }, engine };
}

async function sendAll(deps: Deps, turn: BotTurn, reply: IntegrationReply): Promise<void> {
  for (const [index, message] of reply.messages.entries()) {
    if (index > 0 && reply.delayMs) await new Promise((resolve) => setTimeout(resolve, reply.delayMs));
    if ('text' in message) await sendAutomatic(deps, turn.ticket, message.text, { contact: turn.contact });
    else await sendMediaFromUrl(deps, turn.ticket, message, turn.contact);
  }
}

/** 'close' closes the ticket (the completion message follows); 'queue' leaves it pending in the queue named. */
async function applyAction(deps: Deps, turn: BotTurn, reply: IntegrationReply): Promise<TicketRecord> {
  const { ticket } = turn;
  if (reply.action === 'close') {
    const closed = await systemUpdateTicket(deps, ticket, { status: 'closed' });
    if (closed) await sendCompletion(deps, closed, { contact: turn.contact, connection: turn.connection });
    return closed ?? ticket;
  }
  if (reply.action === 'queue' && reply.queueId && reply.queueId !== ticket.queueId) {
    const known = (await companyQueues(deps, ticket.companyId)).some((queue) => queue.id === reply.queueId);
    if (!known) {
      log('warn', { where: 'queue-integrations.bot', dropped: 'unknown queueId', ticketId: ticket.id });
      return ticket;
    }
    return (await systemUpdateTicket(deps, ticket, { queueId: reply.queueId, chatbot: false })) ?? ticket;
  }
  return ticket;
}

/** A failed turn: the conversation with the bot ends, people take the ticket (pending) and a note says why. */
async function handOverOnFailure(
  deps: Deps,
  turn: BotTurn,
  integration: IntegrationSettings,
  why: string,
): Promise<TicketRecord> {
  const { ticket } = turn;
  const now = deps.clock.now().toISOString();
  log('warn', { where: 'queue-integrations.bot', ticketId: ticket.id, integrationId: integration.id, why });
  await save(deps, ticket, { integrationId: integration.id, ended: true, reason: why, lastAt: now, data: {} });
  await putTicketNote(deps.table, {
    id: newId(),
    companyId: ticket.companyId,
    ticketId: ticket.id,
    contactId: ticket.contactId,
    userId: '',
    note: `A integração "${integration.name}" (${integration.type}) falhou e o ticket ficou para atendimento humano: ${why}`,
    createdAt: now,
  });
  return ticket;
}

async function save(deps: Deps, ticket: TicketRecord, session: IntegrationSession): Promise<void> {
  await saveIntegrationSession(deps.table, { companyId: ticket.companyId, ticketId: ticket.id }, session);
}
