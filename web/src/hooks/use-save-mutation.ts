import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';
import { ApiError } from '../lib/api-error';
import { toast } from '../lib/toast';

/**
 * A save whose refusal shows the screen's own text (spec 2 §8: "check for a duplicate name or wrongly filled
 * fields") instead of the code's, and which reloads the list it changed. Its request must not toast errors itself.
 */
export function useSaveMutation<Input, Saved>(
  send: (input: Input) => Promise<Saved>,
  queryKey: QueryKey,
  refusedMessage: string,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: () => queryClient.invalidateQueries({ queryKey }),
    onError: (error) => {
      if (error instanceof ApiError) toast.error(refusedMessage);
    },
  });
}
