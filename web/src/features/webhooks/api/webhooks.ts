import type { Webhook, WebhookCreate, WebhookDeliveryPage, WebhookWithSecret } from '@domain/webhooks/schema';
import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useSaveMutation } from '../../../hooks/use-save-mutation';
import { api } from '../../../lib/api-client';
import { WEBHOOKS_NS } from '../texts';

/** Every webhooks query (the endpoints, each endpoint's log) starts with this key. */
export const webhooksQueryKey = ['webhooks'] as const;

export const useWebhooks = () =>
  useQuery({
    queryKey: [...webhooksQueryKey, 'list'],
    queryFn: () => api.get<{ webhooks: Webhook[] }>('/webhooks'),
  });

/** An endpoint's delivery log, newest attempt first, 20 a page. */
export const useDeliveries = (id: string) =>
  useInfiniteQuery({
    queryKey: [...webhooksQueryKey, 'deliveries', id],
    queryFn: ({ pageParam }) =>
      api.get<WebhookDeliveryPage>(`/webhooks/${encodeURIComponent(id)}/deliveries`, {
        query: pageParam ? { cursor: pageParam } : undefined,
      }),
    initialPageParam: '',
    getNextPageParam: (lastPage) => lastPage.cursor,
  });

export type WebhookPayload = WebhookCreate;

const createWebhook = (input: WebhookPayload) =>
  api.post<WebhookWithSecret>('/webhooks', input, { toastErrors: false });

const updateWebhook = ({ id, input }: { id: string; input: WebhookPayload }) =>
  api.put<Webhook>(`/webhooks/${encodeURIComponent(id)}`, input, { toastErrors: false });

export function useCreateWebhook() {
  const { t } = useTranslation(WEBHOOKS_NS);
  return useSaveMutation(createWebhook, webhooksQueryKey, t('saveFailed'));
}

export function useUpdateWebhook() {
  const { t } = useTranslation(WEBHOOKS_NS);
  return useSaveMutation(updateWebhook, webhooksQueryKey, t('saveFailed'));
}

/** Delete, test and new secret: each reloads the endpoints and their logs. */
function useWebhookAction<T>(send: (id: string) => Promise<T>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: webhooksQueryKey }),
  });
}

export const useDeleteWebhook = () => useWebhookAction((id) => api.delete<void>(`/webhooks/${encodeURIComponent(id)}`));

export const useTestWebhook = () =>
  useWebhookAction((id) => api.post<{ deliveryId: string }>(`/webhooks/${encodeURIComponent(id)}/test`));

export const useRegenerateSecret = () =>
  useWebhookAction((id) => api.post<WebhookWithSecret>(`/webhooks/${encodeURIComponent(id)}/secret`));
