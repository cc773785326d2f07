import { beforeAll, describe, expect, it } from 'vitest';
import { claimPace, gapAfter } from '../../functions/src/domain/campaigns/engine/pace.js';
import { DEFAULT_CAMPAIGN_SETTINGS, type CampaignSettings } from '../../functions/src/domain/campaigns/schema.js';
import { createTestContext, type TestContext } from '../../functions/src/testing/harness.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});

const settings = (fields: Partial<CampaignSettings>): CampaignSettings => ({ ...DEFAULT_CAMPAIGN_SETTINGS, ...fields });

describe('the campaign pace of a connection (spec 3 §3, §9; docs/decisions/048)', () => {
  it('waits a random 0..messageInterval seconds between sends, and greaterInterval more after every longerIntervalAfter', () => {
    const pace = settings({ messageInterval: 20, longerIntervalAfter: 5, greaterInterval: 60 });
    expect(gapAfter(1, pace, 0)).toBe(0);
    expect(gapAfter(1, pace, 0.999_999)).toBe(20_000);
    expect(gapAfter(2, pace, 0.5)).toBe(10_000);
    expect(gapAfter(5, pace, 0)).toBe(60_000);
    expect(gapAfter(10, pace, 0.5)).toBe(70_000);
    expect(gapAfter(5, settings({ messageInterval: 0, longerIntervalAfter: 0, greaterInterval: 60 }), 0.5)).toBe(0);
  });

  it('grants one slot at a time by the manual clock, shared by every campaign on the connection', async () => {
    const company = await ctx.seedCompany();
    const pace = settings({ messageInterval: 10, longerIntervalAfter: 2, greaterInterval: 30 });
    const start = ctx.clock.now().getTime();
    const half = () => 0.5;
    const claim = () => claimPace(ctx.deps, company.companyId, 'W1', ctx.clock.now().getTime(), pace, half);

    expect(await claim()).toEqual({ granted: true, plannedAt: start, nextAt: start + 5_000 });
    // A second campaign on the same connection at the same moment waits for that slot.
    expect(await claim()).toEqual({ granted: false, waitMs: 5_000 });
    ctx.clock.advance(5_000);
    // The second send: the longer interval follows it.
    expect(await claim()).toEqual({ granted: true, plannedAt: start + 5_000, nextAt: start + 5_000 + 35_000 });
    ctx.clock.advance(34_000);
    expect(await claim()).toEqual({ granted: false, waitMs: 1_000 });
    // Another connection has its own pace.
    const other = await claimPace(ctx.deps, company.companyId, 'W2', ctx.clock.now().getTime(), pace, half);
    expect(other.granted).toBe(true);
  });

  it('gives a slot to only one of two claims racing for it', async () => {
    const company = await ctx.seedCompany();
    const pace = settings({ messageInterval: 5, longerIntervalAfter: 0 });
    const now = ctx.clock.now().getTime();
    const claims = await Promise.all(
      Array.from({ length: 6 }, () => claimPace(ctx.deps, company.companyId, 'W1', now, pace, () => 0.2)),
    );
    expect(claims.filter((claim) => claim.granted)).toHaveLength(1);
  });
});
