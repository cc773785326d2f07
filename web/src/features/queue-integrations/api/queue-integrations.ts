import type { QueueIntegrationPage } from '@domain/queue-integrations/schema';
import { infiniteQueryOptions, useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import type { IntegrationPayload, QueueIntegration } from '../integration-form';

export const queueIntegrationsQueryKey = ['queue-integrations'] as const;

/** GET /queueIntegration/ (spec 3 §7): a page of the search, the next one while `hasMore`. */
export const useQueueIntegrations = (searchParam: string) =>
  useInfiniteQuery(
    infiniteQueryOptions({
      queryKey: [...queueIntegrationsQueryKey, 'page', searchParam],
      queryFn: ({ pageParam }) =>
        api.get<QueueIntegrationPage>('/queueIntegration/', { query: { searchParam, pageNumber: pageParam } }),
      initialPageParam: 1,
      getNextPageParam: (lastPage, _pages, lastPageNumber) => (lastPage.hasMore ? lastPageNumber + 1 : undefined),
    }),
  );

export function useSaveQueueIntegration() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, payload }: { id?: string; payload: IntegrationPayload }) =>
      id
        ? api.put<QueueIntegration>(`/queueIntegration/${id}`, payload)
        : api.post<QueueIntegration>('/queueIntegration', payload),
    onSettled: () => queryClient.invalidateQueries({ queryKey: queueIntegrationsQueryKey }),
  });
}

/**
 * POST /queueIntegration/testSession: the server tries the credentials or URL of the values in the dialog; the saved
 * integration's `id` lets its stored key file stand in for the masked copy the dialog shows.
 */
export const useTestQueueIntegration = () =>
  useMutation({
    mutationFn: (input: IntegrationPayload & { id?: string }) =>
      api.post<{ message: string }>('/queueIntegration/testSession', input),
  });

export function useDeleteQueueIntegration() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.delete(`/queueIntegration/${id}`),
    onSettled: () => queryClient.invalidateQueries({ queryKey: queueIntegrationsQueryKey }),
  });
}
