import type { CampaignAnswer, CampaignPage } from '@domain/campaigns/schema';
import { describe, expect, it } from 'vitest';
import { withCampaign } from './campaign-pages';

const campaign = (id: string, delivered: number) =>
  ({
    id,
    name: id,
    counts: { valid: 3, delivered, confirmationRequested: 0, confirmed: 0, failed: 0 },
  }) as CampaignAnswer;

describe('a campaign event on the list’s pages', () => {
  it('replaces the campaign where it is shown, leaving the other rows and pages as they were', () => {
    const other: CampaignPage = { records: [campaign('b', 0)], hasMore: false };
    const pages = {
      pages: [{ records: [campaign('a', 0), campaign('c', 1)], hasMore: true }, other],
      pageParams: [1, 2],
    };
    const next = withCampaign(pages, campaign('c', 2));
    expect(next?.pages[0]?.records.map((record) => record.counts.delivered)).toEqual([0, 2]);
    expect(next?.pages[1]).toBe(other);
    expect(next?.pageParams).toEqual([1, 2]);
  });

  it('leaves the pages alone when the campaign is not on them', () => {
    const pages = { pages: [{ records: [campaign('a', 0)], hasMore: false }], pageParams: [1] };
    expect(withCampaign(pages, campaign('z', 1))).toBe(pages);
    expect(withCampaign(undefined, campaign('z', 1))).toBeUndefined();
  });
});
