import { useQueryClient } from '@tanstack/react-query';
import { useSocketEvent } from '../../../lib/realtime-provider';
import { helpsQueryKey } from '../api/get-helps';

/** Another super user's change to the help videos (`company-<id>-help`, heard by super users only) reloads them. */
export function useHelpsRealtime(companyId: string) {
  const queryClient = useQueryClient();
  useSocketEvent(`company-${companyId}-help`, () => {
    void queryClient.invalidateQueries({ queryKey: helpsQueryKey });
  });
}
