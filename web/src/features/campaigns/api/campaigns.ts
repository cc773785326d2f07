import type { CampaignAnswer, CampaignBody, CampaignPage } from '@domain/campaigns/schema';
import { infiniteQueryOptions, queryOptions, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** Every campaign query (the list's pages, one campaign for the report) starts with this key. */
export const campaignsQueryKey = ['campaigns'] as const;

export const campaignsQueryOptions = (searchParam: string) =>
  infiniteQueryOptions({
    queryKey: [...campaignsQueryKey, 'page', searchParam],
    queryFn: ({ pageParam }) => api.get<CampaignPage>('/campaigns/', { query: { searchParam, pageNumber: pageParam } }),
    initialPageParam: 1,
    getNextPageParam: (lastPage, _pages, lastPageNumber) => (lastPage.hasMore ? lastPageNumber + 1 : undefined),
  });

/** GET /campaigns/ (spec 3 §7): a new search text is a new key, so the list starts again at page 1. */
export const useCampaigns = (searchParam: string) => useInfiniteQuery(campaignsQueryOptions(searchParam));

export const campaignQueryKey = (id: string) => [...campaignsQueryKey, 'one', id] as const;

export const campaignQueryOptions = (id: string) =>
  queryOptions({ queryKey: campaignQueryKey(id), queryFn: () => api.get<CampaignAnswer>(`/campaigns/${id}`) });

export const useCampaign = (id: string, options: { enabled?: boolean } = {}) =>
  useQuery({ ...campaignQueryOptions(id), enabled: options.enabled ?? true });

/** What the dialog sends: the contract's body. */
export type CampaignInput = CampaignBody;
