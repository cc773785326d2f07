import { describe, expect, it } from 'vitest';
import type { Setting } from '../../types/api';
import { settingOfEvent, withSetting } from './settings-cache';

const list: Setting[] = [
  { key: 'userRating', value: 'disabled' },
  { key: 'scheduleType', value: 'disabled' },
];

describe('withSetting', () => {
  it('replaces the value of a cached key and keeps the others', () => {
    expect(withSetting(list, { key: 'scheduleType', value: 'company' })).toEqual([
      { key: 'userRating', value: 'disabled' },
      { key: 'scheduleType', value: 'company' },
    ]);
  });

  it('adds a key the cache did not hold', () => {
    expect(withSetting(list, { key: 'timezone', value: 'UTC' })).toContainEqual({ key: 'timezone', value: 'UTC' });
  });

  it('leaves a list that never loaded for the first fetch', () => {
    expect(withSetting(undefined, { key: 'call', value: 'enabled' })).toBeUndefined();
  });
});

describe('settingOfEvent', () => {
  it('reads the setting of an update event', () => {
    expect(settingOfEvent({ action: 'update', setting: { key: 'call', value: 'disabled' } })).toEqual({
      key: 'call',
      value: 'disabled',
    });
  });

  it('ignores events without a complete setting', () => {
    expect(settingOfEvent(undefined)).toBeUndefined();
    expect(settingOfEvent({ action: 'update' })).toBeUndefined();
    expect(settingOfEvent({ setting: { key: 'call' } })).toBeUndefined();
    expect(settingOfEvent({ setting: { key: 'unknownKey', value: 'x' } })).toBeUndefined();
  });
});
