import type { TagRef } from '@domain/tags/schema';
import type { Ticket } from '@domain/tickets/schema';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { ticketQueryKey } from '../../tickets/api/get-ticket';

/** Replaces the ticket's whole tag list; the answer is the ticket with its new tags. */
export const syncTags = ({ ticketId, tags }: { ticketId: string; tags: Pick<TagRef, 'id'>[] }) =>
  api.post<Ticket>('/tags/sync', { ticketId, tags: tags.map(({ id }) => ({ id })) });

export function useSyncTags() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: syncTags,
    onSuccess: (ticket) => queryClient.setQueryData(ticketQueryKey(ticket.id), ticket),
  });
}
