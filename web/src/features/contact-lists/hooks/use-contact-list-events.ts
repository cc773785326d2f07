import { useQueryClient } from '@tanstack/react-query';
import { useSocketEvent } from '../../../lib/realtime-provider';
import { contactListItemsQueryKey, contactListsQueryKey } from '../api/contact-lists';

/**
 * `contactList` events (create, update with the counts and check progress, delete) reload the lists; the
 * `contactListItem` events (one item, or the reload hint after an import or a check round) reload the items.
 */
export function useContactListEvents(companyId: string) {
  const queryClient = useQueryClient();
  useSocketEvent(`company-${companyId}-contactList`, () => {
    void queryClient.invalidateQueries({ queryKey: contactListsQueryKey });
  });
  useSocketEvent(`company-${companyId}-contactListItem`, () => {
    void queryClient.invalidateQueries({ queryKey: contactListItemsQueryKey });
  });
}
