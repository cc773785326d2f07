import { describe, expect, it } from 'vitest';
import { isSettingKey, SETTING_DEFAULTS, SETTING_KEYS, SETTING_VALUES } from './schema.js';

describe('settings', () => {
  it('has a default every key accepts', () => {
    for (const key of SETTING_KEYS) {
      expect(SETTING_VALUES[key].safeParse(SETTING_DEFAULTS[key]).success, key).toBe(true);
    }
  });

  it('lists the keys without zod in the order of their rules', () => {
    expect(SETTING_KEYS).toEqual(Object.keys(SETTING_VALUES));
    expect(isSettingKey('timezone')).toBe(true);
    expect(isSettingKey('toString')).toBe(false);
  });

  it('defaults as the spec says', () => {
    expect(SETTING_DEFAULTS).toMatchObject({
      userRating: 'disabled',
      scheduleType: 'disabled',
      call: 'enabled',
      CheckMsgIsGroup: 'enabled',
      sendGreetingAccepted: 'disabled',
      sendMsgTransfTicket: 'disabled',
      chatBotType: 'text',
      userCreation: 'enabled',
      campaignsEnabled: 'true',
      asaas: '',
    });
  });

  it('accepts only enabled or disabled for a switch', () => {
    expect(SETTING_VALUES.call.safeParse('enabled').success).toBe(true);
    expect(SETTING_VALUES.call.safeParse('disabled').success).toBe(true);
    expect(SETTING_VALUES.call.safeParse('on').success).toBe(false);
  });

  it('accepts disabled, queue or company for the working-hours mode', () => {
    for (const value of ['disabled', 'queue', 'company']) {
      expect(SETTING_VALUES.scheduleType.safeParse(value).success).toBe(true);
    }
    expect(SETTING_VALUES.scheduleType.safeParse('enabled').success).toBe(false);
  });

  it('takes any short text for an integration field', () => {
    expect(SETTING_VALUES.ipixc.safeParse('https://ixc.example.com').success).toBe(true);
    expect(SETTING_VALUES.ipixc.safeParse('x'.repeat(501)).success).toBe(false);
  });

  it('knows its keys and nothing else', () => {
    expect(isSettingKey('userRating')).toBe(true);
    expect(isSettingKey('toString')).toBe(false);
    expect(isSettingKey('unknown')).toBe(false);
  });
});
