import type { TicketNote } from '@domain/ticket-notes/schema';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export const ticketNotesRootKey = ['ticket-notes'] as const;
export const ticketNotesQueryKey = (ticketId: string, contactId: string) =>
  [...ticketNotesRootKey, ticketId, contactId] as const;

export const getTicketNotes = (ticketId: string, contactId: string) =>
  api.get<TicketNote[]>('/ticket-notes/list', { query: { ticketId, contactId } });

export const ticketNotesQueryOptions = (ticketId: string, contactId: string) =>
  queryOptions({
    queryKey: ticketNotesQueryKey(ticketId, contactId),
    queryFn: () => getTicketNotes(ticketId, contactId),
  });

/** The notes agents wrote about this ticket's contact. */
export const useTicketNotes = (ticketId: string, contactId: string) =>
  useQuery(ticketNotesQueryOptions(ticketId, contactId));
