import type { PromptAnswer } from '@domain/prompts/schema';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useSaveMutation } from '../../../hooks/use-save-mutation';
import { api } from '../../../lib/api-client';
import type { PromptPayload } from '../prompt-form-values';
import { PROMPTS_NS } from '../texts';

/** Every prompts query (the page's list, the queue and connection forms' choices) starts with this key. */
export const promptsQueryKey = ['prompts'] as const;

export const promptsQueryOptions = () =>
  queryOptions({
    queryKey: promptsQueryKey,
    queryFn: () => api.get<{ prompts: PromptAnswer[] }>('/prompt').then((answer) => answer.prompts),
  });

export const usePrompts = () => useQuery(promptsQueryOptions());

const createPrompt = (input: PromptPayload) => api.post<PromptAnswer>('/prompt', input, { toastErrors: false });

const updatePrompt = ({ id, input }: { id: string; input: PromptPayload }) =>
  api.put<PromptAnswer>(`/prompt/${encodeURIComponent(id)}`, input, { toastErrors: false });

export function useCreatePrompt() {
  const { t } = useTranslation(PROMPTS_NS);
  return useSaveMutation(createPrompt, promptsQueryKey, t('saveFailed'));
}

export function useUpdatePrompt() {
  const { t } = useTranslation(PROMPTS_NS);
  return useSaveMutation(updatePrompt, promptsQueryKey, t('saveFailed'));
}

export function useDeletePrompt() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.delete<unknown>(`/prompt/${encodeURIComponent(id)}`),
    onSettled: () => queryClient.invalidateQueries({ queryKey: promptsQueryKey }),
  });
}
