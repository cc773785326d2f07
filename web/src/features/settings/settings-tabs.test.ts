import { describe, expect, it } from 'vitest';
import { settingsTabs } from './settings-tabs';

describe('settingsTabs', () => {
  it('shows the hours tab only when the company manages its own hours', () => {
    expect(settingsTabs('company')).toEqual(['options', 'hours']);
  });

  it('shows only the options when hours are off, kept per queue, or not loaded yet', () => {
    expect(settingsTabs('disabled')).toEqual(['options']);
    expect(settingsTabs('queue')).toEqual(['options']);
    expect(settingsTabs(undefined)).toEqual(['options']);
  });

  it('adds the Empresas, Planos and Ajuda tabs for super users only, after the company tabs', () => {
    expect(settingsTabs('company', true)).toEqual(['options', 'hours', 'companies', 'plans', 'helps']);
    expect(settingsTabs('disabled', true)).toEqual(['options', 'companies', 'plans', 'helps']);
    expect(settingsTabs('company', false)).toEqual(['options', 'hours']);
  });
});
