import type { Ticket, TicketCreate } from '@domain/tickets/schema';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { useCurrentUser } from '../../../lib/auth/session-provider';
import { applyTicketEventToCache } from '../ticket-cache';

/** POST /tickets; the new-ticket modal shows ERR_OTHER_OPEN_TICKET itself (it names the ticket's owner). */
export const createTicket = (input: TicketCreate) => api.post<Ticket>('/tickets', input, { toastErrors: false });

export function useCreateTicket() {
  const queryClient = useQueryClient();
  const user = useCurrentUser();
  return useMutation({
    mutationFn: createTicket,
    onSuccess: (ticket) => applyTicketEventToCache(queryClient, { action: 'update', ticket }, user.id),
  });
}
