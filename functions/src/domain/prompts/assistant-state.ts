import type { Deps } from '../../platform/deps.js';
import { newId } from '../../platform/ids.js';
import { keys } from '../../platform/keys.js';
import { putTicketNote } from '../ticket-notes/repo.js';
import type { TicketRecord } from '../tickets/repo.js';

/** Why the assistant stopped answering a ticket. */
export type HandoverReason = 'customer' | 'model' | 'timeout' | 'rate-limited' | 'bad-key' | 'unavailable' | 'empty';

/** The note agents read on the ticket (pt, the product's language): why people answer from now on. */
const NOTES: Record<HandoverReason, string> = {
  customer: 'Assistente de IA: o cliente pediu um atendente humano.',
  model: 'Assistente de IA: o assistente passou a conversa para um atendente.',
  timeout: 'Assistente de IA: o serviço de IA não respondeu a tempo; a conversa aguarda um atendente.',
  'rate-limited':
    'Assistente de IA: o serviço de IA recusou por excesso de pedidos (429); a conversa aguarda um atendente.',
  'bad-key': 'Assistente de IA: o serviço de IA recusou a chave de API do prompt; a conversa aguarda um atendente.',
  unavailable: 'Assistente de IA: o serviço de IA falhou; a conversa aguarda um atendente.',
  empty: 'Assistente de IA: o serviço de IA não deu resposta; a conversa aguarda um atendente.',
};

/** A handed-over conversation stays silent this long (a ticket rarely lives longer; then the item expires). */
const STATE_TTL_SECONDS = 30 * 24 * 60 * 60;

type AssistantItem = {
  pk: string;
  sk: string;
  handedOver: boolean;
  reason: HandoverReason;
  at: string;
  expiresAt: number;
};

export async function isHandedOver(deps: Deps, ticket: TicketRecord): Promise<boolean> {
  const item = await deps.table.get<AssistantItem>(keys.ticketAssistant(ticket.companyId, ticket.id));
  return item?.handedOver === true;
}

/**
 * The assistant stops for this ticket: its state says so (it does not answer again), and a note by nobody
 * (userId '') tells agents why. The ticket stays pending in its queue, where agents find it.
 */
export async function handOver(deps: Deps, ticket: TicketRecord, reason: HandoverReason): Promise<void> {
  const now = deps.clock.now();
  const item: AssistantItem = {
    ...keys.ticketAssistant(ticket.companyId, ticket.id),
    handedOver: true,
    reason,
    at: now.toISOString(),
    expiresAt: Math.floor(now.getTime() / 1000) + STATE_TTL_SECONDS,
  };
  await deps.table.put(item);
  await putTicketNote(deps.table, {
    id: newId(),
    companyId: ticket.companyId,
    note: NOTES[reason],
    ticketId: ticket.id,
    contactId: ticket.contactId,
    userId: '',
    createdAt: now.toISOString(),
  });
}
