import { useQueryClient } from '@tanstack/react-query';
import { useSocketEvent } from '../../../lib/realtime-provider';
import { fileListsQueryKey } from '../api/file-lists';

/** The `file` event (create, update, delete; spec 3 §7) refreshes the page. */
export function useFileListEvents(companyId: string) {
  const queryClient = useQueryClient();
  useSocketEvent(`company-${companyId}-file`, () => {
    void queryClient.invalidateQueries({ queryKey: fileListsQueryKey });
  });
}
