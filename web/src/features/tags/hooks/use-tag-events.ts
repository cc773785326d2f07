import { useQueryClient } from '@tanstack/react-query';
import { useSocketEvent } from '../../../lib/realtime-provider';
import { tagsQueryKey } from '../api/tags';

/**
 * The `tag` event (create, update, delete, and a new ticket count when a ticket takes or drops the tag) reloads
 * the company's tags: the Tags screen's pages and the ticket view's list.
 */
export function useTagEvents(companyId: string) {
  const queryClient = useQueryClient();
  useSocketEvent(`company-${companyId}-tag`, () => {
    void queryClient.invalidateQueries({ queryKey: tagsQueryKey });
  });
}
