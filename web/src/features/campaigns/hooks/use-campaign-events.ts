import { campaignsChannel, type CampaignEvent, type CampaignPage } from '@domain/campaigns/schema';
import { useQueryClient, type InfiniteData } from '@tanstack/react-query';
import { useSocketEvent } from '../../../lib/realtime-provider';
import { campaignQueryKey, campaignsQueryKey } from '../api/campaigns';
import { withCampaign } from '../campaign-pages';

const pagesKey = [...campaignsQueryKey, 'page'] as const;

/**
 * The `campaign` event (spec 3 §7): an update (a status, the counts as recipients move) is written into the
 * campaign's own query (the live report) and into its row; a new or deleted campaign reloads the list's pages.
 */
export function useCampaignEvents(companyId: string) {
  const queryClient = useQueryClient();
  useSocketEvent(campaignsChannel(companyId), (data) => {
    const event = data as CampaignEvent;
    if (event.action === 'update') {
      queryClient.setQueryData(campaignQueryKey(event.record.id), event.record);
      queryClient.setQueriesData<InfiniteData<CampaignPage>>({ queryKey: pagesKey }, (pages) =>
        withCampaign(pages, event.record),
      );
      return;
    }
    if (event.action === 'create') queryClient.setQueryData(campaignQueryKey(event.record.id), event.record);
    void queryClient.invalidateQueries({ queryKey: pagesKey });
  });
}
