import { useQueryClient } from '@tanstack/react-query';
import { useSocketEvent } from '../../../lib/realtime-provider';
import { chatListQueryKey, chatsQueryKey } from '../api/chat-list';

/**
 * A chat created, edited or deleted elsewhere (`company-<id>-chat`), or this user's counters moved
 * (`company-<id>-chat-user-<userId>`): the list and the open chat read again (docs/decisions/050). The messages
 * are not read again: they arrive on the chat's own channel.
 */
export function useChatListEvents(companyId: string, userId: string, enabled: boolean) {
  const queryClient = useQueryClient();
  const refresh = () => {
    void queryClient.invalidateQueries({ queryKey: chatListQueryKey });
    void queryClient.invalidateQueries({ queryKey: [...chatsQueryKey, 'one'] });
  };
  useSocketEvent(enabled ? `company-${companyId}-chat` : undefined, refresh);
  useSocketEvent(enabled ? `company-${companyId}-chat-user-${userId}` : undefined, refresh);
}
