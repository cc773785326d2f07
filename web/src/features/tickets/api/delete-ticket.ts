import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { useCurrentUser } from '../../../lib/auth/session-provider';
import { applyTicketEventToCache } from '../ticket-cache';

export const deleteTicket = (id: string) => api.delete(`/tickets/${id}`);

export function useDeleteTicket() {
  const queryClient = useQueryClient();
  const user = useCurrentUser();
  return useMutation({
    mutationFn: deleteTicket,
    onSuccess: (_answer, ticketId) => applyTicketEventToCache(queryClient, { action: 'delete', ticketId }, user.id),
  });
}
