import { campaignsChannel, type CampaignEvent } from '@domain/campaigns/schema';
import { useQueryClient } from '@tanstack/react-query';
import { useSocketEvent } from '../../../lib/realtime-provider';
import { campaignQueryKey, campaignsQueryKey } from '../api/campaigns';

/**
 * The `campaign` event (create, update, delete; an update also when the counts move): the campaign it carries is
 * written into its own query at once (the live report), and the list's pages reload.
 */
export function useCampaignEvents(companyId: string) {
  const queryClient = useQueryClient();
  useSocketEvent(campaignsChannel(companyId), (data) => {
    const event = data as CampaignEvent;
    if (event.action !== 'delete' && event.record)
      queryClient.setQueryData(campaignQueryKey(event.record.id), event.record);
    void queryClient.invalidateQueries({ queryKey: [...campaignsQueryKey, 'page'] });
  });
}
