import type { CampaignSettings } from '@domain/campaigns/schema';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { settingsFromEntries, type CampaignSettingEntry } from '../settings-values';

export const campaignSettingsQueryKey = ['campaign-settings'] as const;

export const useCampaignSettings = () =>
  useQuery({
    queryKey: campaignSettingsQueryKey,
    queryFn: async () => settingsFromEntries(await api.get<CampaignSettingEntry[]>('/campaign-settings')),
  });

/** POST /campaign-settings with the settings object (spec 3 §7). */
export function useSaveCampaignSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (settings: CampaignSettings) =>
      settingsFromEntries(await api.post<CampaignSettingEntry[]>('/campaign-settings', settings)),
    onSuccess: (saved) => queryClient.setQueryData(campaignSettingsQueryKey, saved),
  });
}
