import { isAdmin, type Actor } from '../../http/context.js';
import type { Deps } from '../../platform/deps.js';
import { AppError } from '../../platform/errors.js';
import { newId } from '../../platform/ids.js';
import { assertCanOpen } from '../tickets/access.js';
import { getTicketRecord } from '../tickets/repo.js';
import { getUserRecord } from '../users/repo.js';
import {
  deleteTicketNoteRecord,
  getTicketNoteRecord,
  listTicketNoteRecords,
  putTicketNote,
  type TicketNoteRecord,
} from './repo.js';
import type { TicketNote, TicketNoteCreate } from './schema.js';

const ticketNotFound = () => new AppError('ERR_NO_TICKET_FOUND', 404, 'Ticket não encontrado.');
const noteNotFound = () => new AppError('ERR_NOT_FOUND', 404, 'Observação não encontrada.');

/** The ticket, if the caller may open it (spec 1 §5): notes follow the ticket's visibility. */
async function openableTicket(deps: Deps, actor: Actor, ticketId: string) {
  const ticket = await getTicketRecord(deps.table, actor.companyId, ticketId);
  if (!ticket) throw ticketNotFound();
  assertCanOpen(actor, ticket);
  return ticket;
}

/** POST /ticket-notes: a note by the caller on a ticket they may open, about that ticket's contact. */
export async function addTicketNote(deps: Deps, actor: Actor, input: TicketNoteCreate): Promise<TicketNote> {
  const ticket = await openableTicket(deps, actor, input.ticketId);
  if (ticket.contactId !== input.contactId) {
    throw new AppError('ERR_VALIDATION', 400, 'O contato não é o deste ticket.');
  }
  const record: TicketNoteRecord = {
    id: newId(),
    companyId: actor.companyId,
    note: input.note,
    ticketId: ticket.id,
    contactId: ticket.contactId,
    userId: actor.userId,
    createdAt: deps.clock.now().toISOString(),
  };
  await putTicketNote(deps.table, record);
  return (await withAuthors(deps, actor.companyId, [record]))[0] as TicketNote;
}

/** GET /ticket-notes/list: the ticket's notes, oldest first, with their authors' names. */
export async function listTicketNotes(
  deps: Deps,
  actor: Actor,
  query: { ticketId: string; contactId?: string },
): Promise<TicketNote[]> {
  await openableTicket(deps, actor, query.ticketId);
  const records = await listTicketNoteRecords(deps.table, actor.companyId, query.ticketId, query.contactId);
  return withAuthors(deps, actor.companyId, records);
}

/** DELETE /ticket-notes/{id}: only its author or an admin. */
export async function deleteTicketNote(deps: Deps, actor: Actor, noteId: string): Promise<void> {
  const record = await getTicketNoteRecord(deps.table, actor.companyId, noteId);
  if (!record) throw noteNotFound();
  if (record.userId !== actor.userId && !isAdmin(actor)) {
    throw new AppError('ERR_NO_PERMISSION', 403, 'Sem permissão.');
  }
  await deleteTicketNoteRecord(deps.table, record);
}

/** Joins each note's author name (a ticket's notes come from a few users); a deleted author shows no name. */
async function withAuthors(deps: Deps, companyId: string, records: TicketNoteRecord[]): Promise<TicketNote[]> {
  const authorIds = [...new Set(records.map((record) => record.userId))];
  const authors = await Promise.all(authorIds.map((id) => getUserRecord(deps.table, companyId, id)));
  const names = new Map(authors.flatMap((user) => (user ? [[user.id, user.name] as const] : [])));
  return records.map(({ companyId: _companyId, ...note }) => ({
    ...note,
    user: { id: note.userId, name: names.get(note.userId) ?? '' },
  }));
}
