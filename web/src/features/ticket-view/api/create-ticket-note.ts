import type { TicketNote, TicketNoteCreate } from '@domain/ticket-notes/schema';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { ticketNotesRootKey } from './get-ticket-notes';

export const createTicketNote = (input: TicketNoteCreate) => api.post<TicketNote>('/ticket-notes', input);

export function useCreateTicketNote() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createTicketNote,
    // A contact's notes may be listed under more than one ticket: every list is read again.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ticketNotesRootKey }),
  });
}
