import { useQueryClient } from '@tanstack/react-query';
import { useSocketEvent } from '../../../lib/realtime-provider';
import { promptsQueryKey } from '../api/prompts';

/** The `prompt` event (create, update, delete; spec 3 §7) reloads the prompts: the page's table and the choices. */
export function usePromptEvents(companyId: string) {
  const queryClient = useQueryClient();
  useSocketEvent(`company-${companyId}-prompt`, () => {
    void queryClient.invalidateQueries({ queryKey: promptsQueryKey });
  });
}
