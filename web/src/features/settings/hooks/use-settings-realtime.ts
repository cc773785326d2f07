import { useQueryClient } from '@tanstack/react-query';
import { useSocketEvent } from '../../../lib/realtime-provider';
import type { Setting } from '../../../types/api';
import { settingsQueryKey } from '../api/get-settings';
import { settingOfEvent, withSetting } from '../settings-cache';

/** Keeps the cached settings current when an admin changes one elsewhere (`company-<id>-settings`). */
export function useSettingsRealtime(companyId: string) {
  const queryClient = useQueryClient();
  useSocketEvent(`company-${companyId}-settings`, (data) => {
    const setting = settingOfEvent(data);
    if (setting) queryClient.setQueryData<Setting[]>(settingsQueryKey, (list) => withSetting(list, setting));
  });
}
