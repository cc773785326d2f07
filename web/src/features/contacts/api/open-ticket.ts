import type { Ticket, TicketCreate } from '@domain/tickets/schema';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** POST /tickets; the caller shows ERR_OTHER_OPEN_TICKET itself (it names the ticket's owner). */
export const openTicket = (input: TicketCreate) => api.post<Ticket>('/tickets', input, { toastErrors: false });

export const useOpenTicket = () => useMutation({ mutationFn: openTicket });
