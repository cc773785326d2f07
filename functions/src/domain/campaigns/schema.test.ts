import { describe, expect, it } from 'vitest';
import { CampaignSettings, campaignEditable } from './schema.js';

describe('CampaignSettings', () => {
  it('fills the spec 3 §9 defaults and accepts only the listed interval options', () => {
    expect(CampaignSettings.parse({})).toEqual({
      messageInterval: 20,
      longerIntervalAfter: 20,
      greaterInterval: 60,
      variables: [],
    });
    expect(CampaignSettings.safeParse({ messageInterval: 7 }).success).toBe(false);
    expect(CampaignSettings.safeParse({ greaterInterval: 120 }).success).toBe(true);
  });

  it('refuses a nested value instead of coercing it (which overflowed the stack)', () => {
    let nested: unknown = [];
    for (let depth = 0; depth < 20_000; depth++) nested = [nested];
    expect(CampaignSettings.safeParse({ messageInterval: nested }).success).toBe(false);
    expect(CampaignSettings.safeParse({ messageInterval: '5' }).success).toBe(false);
  });

  it('refuses a repeated variable shortcut', () => {
    const variables = [
      { key: 'loja', value: 'Centro' },
      { key: 'loja', value: 'Norte' },
    ];
    expect(CampaignSettings.safeParse({ variables }).success).toBe(false);
  });
});

describe('campaignEditable (spec 3 §2)', () => {
  const now = new Date('2026-11-24T12:00:00Z');
  it('allows INATIVA and CANCELADA, PROGRAMADA only more than an hour ahead', () => {
    expect(campaignEditable({ status: 'INATIVA', scheduledAt: null }, now)).toBe(true);
    expect(campaignEditable({ status: 'CANCELADA', scheduledAt: null }, now)).toBe(true);
    expect(campaignEditable({ status: 'PROGRAMADA', scheduledAt: '2026-11-24T13:00:01Z' }, now)).toBe(true);
    expect(campaignEditable({ status: 'PROGRAMADA', scheduledAt: '2026-11-24T13:00:00Z' }, now)).toBe(false);
    expect(campaignEditable({ status: 'EM_ANDAMENTO', scheduledAt: null }, now)).toBe(false);
    expect(campaignEditable({ status: 'FINALIZADA', scheduledAt: null }, now)).toBe(false);
  });
});
