import type { Ticket, TicketUpdate } from '@domain/tickets/schema';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { useCurrentUser } from '../../../lib/auth/session-provider';
import { applyTicketEventToCache } from '../ticket-cache';

export const updateTicket = ({ id, input }: { id: string; input: TicketUpdate }) =>
  api.put<Ticket>(`/tickets/${id}`, input);

/** Accept, return, finish, reopen and transfer; the answer moves the ticket between lists at once. */
export function useUpdateTicket() {
  const queryClient = useQueryClient();
  const user = useCurrentUser();
  return useMutation({
    mutationFn: updateTicket,
    onSuccess: (ticket) => applyTicketEventToCache(queryClient, { action: 'update', ticket }, user.id),
  });
}
