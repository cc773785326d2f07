import type { CampaignAnswer } from '@domain/campaigns/schema';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { campaignsQueryKey, type CampaignInput } from './campaigns';

/** Every command reloads the campaigns it changed (the realtime event does too, for the other screens). */
function useCampaignMutation<Input, Answer>(send: (input: Input) => Promise<Answer>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSettled: () => queryClient.invalidateQueries({ queryKey: campaignsQueryKey }),
  });
}

/** Saves (creates or updates), then uploads the attachment the dialog holds (POST /campaigns/{id}/media-upload). */
export const useSaveCampaign = () =>
  useCampaignMutation(async ({ id, input, file }: { id?: string; input: CampaignInput; file: File | null }) => {
    const saved = id
      ? await api.put<CampaignAnswer>(`/campaigns/${id}`, input)
      : await api.post<CampaignAnswer>('/campaigns', input);
    if (!file) return saved;
    const form = new FormData();
    form.append('file', file);
    return api.post<CampaignAnswer>(`/campaigns/${saved.id}/media-upload`, form);
  });

export const useDeleteCampaign = () => useCampaignMutation((id: string) => api.delete(`/campaigns/${id}`));

export const useDeleteCampaignMedia = () =>
  useCampaignMutation((id: string) => api.delete<CampaignAnswer>(`/campaigns/${id}/media-upload`));

/** Spec 3 §4, §8: EM_ANDAMENTO → CANCELADA; a refusal toasts the error's message (the client's default). */
export const useCancelCampaign = () =>
  useCampaignMutation((id: string) => api.post<CampaignAnswer>(`/campaigns/${id}/cancel`));

/** Spec 3 §4: CANCELADA → EM_ANDAMENTO, going on with those not yet sent. */
export const useRestartCampaign = () =>
  useCampaignMutation((id: string) => api.post<CampaignAnswer>(`/campaigns/${id}/restart`));
