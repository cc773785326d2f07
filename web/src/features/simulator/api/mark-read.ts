import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { messagesQueryKey } from './get-messages';

/** The customer reads everything the business sent them: those messages turn to ack 3. */
export const markRead = ({ connectionId, number }: { connectionId: string; number: string }) =>
  api.post(`/simulator/${connectionId}/read`, { number });

export function useMarkRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markRead,
    onSuccess: (_answer, { connectionId, number }) =>
      queryClient.invalidateQueries({ queryKey: messagesQueryKey(connectionId, number) }),
  });
}
