import type { CampaignAnswer, CampaignPage } from '@domain/campaigns/schema';
import type { InfiniteData } from '@tanstack/react-query';

/**
 * The list's loaded pages with `campaign` put in place of its row (an update event: a status, the counts of a
 * running campaign). Pages without it are kept as they were, and nothing changes when no page shows it, so a
 * campaign sending hundreds of messages moves its row without reloading the list on every send.
 */
export function withCampaign(
  data: InfiniteData<CampaignPage> | undefined,
  campaign: CampaignAnswer,
): InfiniteData<CampaignPage> | undefined {
  if (!data?.pages.some((page) => page.records.some((record) => record.id === campaign.id))) return data;
  return {
    ...data,
    pages: data.pages.map((page) =>
      page.records.some((record) => record.id === campaign.id)
        ? { ...page, records: page.records.map((record) => (record.id === campaign.id ? campaign : record)) }
        : page,
    ),
  };
}
