import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import type { Setting } from '../../../types/api';

export const settingsQueryKey = ['settings'] as const;

export const getSettings = () => api.get<Setting[]>('/settings');

export const settingsQueryOptions = () => queryOptions({ queryKey: settingsQueryKey, queryFn: getSettings });

export const useSettings = () => useQuery(settingsQueryOptions());

/** The value of one setting key, once the list has loaded. */
export function useSettingValue(key: string): string | undefined {
  const { data } = useSettings();
  return data?.find((setting) => setting.key === key)?.value;
}
