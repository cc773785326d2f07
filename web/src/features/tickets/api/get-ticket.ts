import type { Ticket } from '@domain/tickets/schema';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { ticketsQueryKey } from './get-tickets';

/** A ticket's uuid is its id, so one key serves both addresses. */
export const ticketQueryKey = (id: string) => [...ticketsQueryKey, 'detail', id] as const;

/**
 * GET /tickets/u/{uuid}. Failures are not toasted here: the workspace answers a 403 with 'Acesso não
 * permitido' and a redirect, which a generic toast would contradict.
 */
export const getTicket = (uuid: string) => api.get<Ticket>(`/tickets/u/${uuid}`, { toastErrors: false });

export const ticketQueryOptions = (id: string) =>
  queryOptions({ queryKey: ticketQueryKey(id), queryFn: () => getTicket(id) });

/** The ticket opened in the conversation pane; kept current by the workspace's realtime events. */
export const useTicket = (ticketId: string | undefined) =>
  useQuery({ ...ticketQueryOptions(ticketId ?? ''), enabled: Boolean(ticketId) });
