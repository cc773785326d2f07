import type { TicketNote } from '@domain/ticket-notes/schema';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { ticketNotesRootKey } from './get-ticket-notes';

export const deleteTicketNote = (id: string) => api.delete(`/ticket-notes/${id}`);

export function useDeleteTicketNote() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (note: TicketNote) => deleteTicketNote(note.id),
    // A contact's notes may be listed under more than one ticket: every list is read again.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ticketNotesRootKey }),
  });
}
