import { useQueryClient } from '@tanstack/react-query';
import { useSocketEvent } from '../../../lib/realtime-provider';
import { chatsQueryKey } from '../api/chat-list';

/**
 * A chat created, edited or deleted elsewhere (`company-<id>-chat`), or this user's counters moved
 * (`company-<id>-chat-user-<userId>`): the chat queries read again (docs/decisions/050).
 */
export function useChatListEvents(companyId: string, userId: string, enabled: boolean) {
  const queryClient = useQueryClient();
  const refresh = () => void queryClient.invalidateQueries({ queryKey: chatsQueryKey });
  useSocketEvent(enabled ? `company-${companyId}-chat` : undefined, refresh);
  useSocketEvent(enabled ? `company-${companyId}-chat-user-${userId}` : undefined, refresh);
}
