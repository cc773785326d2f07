import { useQueryClient } from '@tanstack/react-query';
import { useSocketEvent } from '../../../lib/realtime-provider';
import { plansQueryKey } from '../api/get-plans';

/** Another super user's change to the plans (`company-<id>-plan`, heard by super users only) reloads them. */
export function usePlansRealtime(companyId: string) {
  const queryClient = useQueryClient();
  useSocketEvent(`company-${companyId}-plan`, () => {
    void queryClient.invalidateQueries({ queryKey: plansQueryKey });
  });
}
