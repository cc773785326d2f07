import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import type { Setting } from '../../../types/api';
import { withSetting } from '../settings-cache';
import { settingsQueryKey } from './get-settings';

/** Spec 2 §7: PUT /settings/{key} with the key and value in the body. */
export const updateSetting = ({ key, value }: Setting) => api.put<Setting>(`/settings/${key}`, { key, value });

/** Saves one setting; the cached list takes the stored value at once (the Queues page reads scheduleType there). */
export function useUpdateSetting() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateSetting,
    onSuccess: (saved) => queryClient.setQueryData<Setting[]>(settingsQueryKey, (list) => withSetting(list, saved)),
  });
}
