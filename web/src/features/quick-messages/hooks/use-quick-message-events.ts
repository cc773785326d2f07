import { useQueryClient } from '@tanstack/react-query';
import { useSocketEvent } from '../../../lib/realtime-provider';
import { quickMessagesQueryKey } from '../api/quick-messages';

/** The `quickemessage` event (create, update, delete) refreshes the page and the autocomplete. */
export function useQuickMessageEvents(companyId: string) {
  const queryClient = useQueryClient();
  useSocketEvent(`company-${companyId}-quickemessage`, () => {
    void queryClient.invalidateQueries({ queryKey: quickMessagesQueryKey });
  });
}
