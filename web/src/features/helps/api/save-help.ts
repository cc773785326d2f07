import type { Help, HelpInput } from '@domain/helps/schema';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { api } from '../../../lib/api-client';
import { ApiError } from '../../../lib/api-error';
import { toast } from '../../../lib/toast';
import { helpsQueryKey } from './get-helps';

/** The form's fields; the server reads a pasted link as its code. */
export type HelpPayload = Pick<HelpInput, 'title' | 'video' | 'description'>;

export const createHelp = (input: HelpPayload) => api.post<Help>('/helps', input, { toastErrors: false });

export const updateHelp = ({ id, input }: { id: string; input: HelpPayload }) =>
  api.put<Help>(`/helps/${encodeURIComponent(id)}`, input, { toastErrors: false });

/**
 * A refused save shows the spec's text (§8: check for a duplicate or a wrongly filled field) rather than the
 * code's; the fields the server named are marked by the form.
 */
function useHelpMutation<Input>(send: (input: Input) => Promise<Help>) {
  const queryClient = useQueryClient();
  const { t } = useTranslation();
  return useMutation({
    mutationFn: send,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: helpsQueryKey }),
    onError: (error) => {
      if (error instanceof ApiError) toast.error(t('helps.saveFailed'));
    },
  });
}

export const useCreateHelp = () => useHelpMutation(createHelp);

export const useUpdateHelp = () => useHelpMutation(updateHelp);
