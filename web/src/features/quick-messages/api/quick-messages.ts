import type { QuickMessageAnswer, QuickMessagePage } from '@domain/quick-messages/schema';
import { infiniteQueryOptions, useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** Every quick message query: the page's and the ticket input's autocomplete (['quick-messages', 'list']). */
export const quickMessagesQueryKey = ['quick-messages'] as const;

export interface QuickMessageInput {
  shortcode: string;
  message: string;
  geral: boolean;
}

export const quickMessagesQueryOptions = (searchParam: string) =>
  infiniteQueryOptions({
    queryKey: [...quickMessagesQueryKey, 'page', searchParam],
    queryFn: ({ pageParam }) =>
      api.get<QuickMessagePage>('/quick-messages', { query: { searchParam, pageNumber: pageParam } }),
    initialPageParam: 1,
    getNextPageParam: (lastPage, _pages, lastPageNumber) => (lastPage.hasMore ? lastPageNumber + 1 : undefined),
  });

export const useQuickMessages = (searchParam: string) => useInfiniteQuery(quickMessagesQueryOptions(searchParam));

export const useQuickMessage = (id: string | undefined) =>
  useQuery({
    queryKey: [...quickMessagesQueryKey, 'one', id],
    queryFn: () => api.get<QuickMessageAnswer>(`/quick-messages/${id}`),
    enabled: Boolean(id),
  });

/** Saves (creates or updates), then uploads the attachment chosen in the modal (spec 2 §7: typeArch and file). */
export function useSaveQuickMessage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, input, file }: { id?: string; input: QuickMessageInput; file: File | null }) => {
      const saved = id
        ? await api.put<QuickMessageAnswer>(`/quick-messages/${id}`, input)
        : await api.post<QuickMessageAnswer>('/quick-messages', input);
      if (!file) return saved;
      const form = new FormData();
      form.append('typeArch', 'quickMessage');
      form.append('file', file);
      return api.post<QuickMessageAnswer>(`/quick-messages/${saved.id}/media-upload`, form);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: quickMessagesQueryKey }),
  });
}

export function useDeleteQuickMessage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.delete(`/quick-messages/${id}`),
    onSettled: () => queryClient.invalidateQueries({ queryKey: quickMessagesQueryKey }),
  });
}

export function useDeleteQuickMessageMedia() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.delete<QuickMessageAnswer>(`/quick-messages/${id}/media-upload`),
    onSettled: () => queryClient.invalidateQueries({ queryKey: quickMessagesQueryKey }),
  });
}
