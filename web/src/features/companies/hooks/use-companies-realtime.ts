import { useQueryClient } from '@tanstack/react-query';
import { useSocketEvent } from '../../../lib/realtime-provider';
import { companiesQueryKey } from '../api/get-companies';

/** Another super user's change to the companies (`company-<id>-company`, heard by super users only) reloads them. */
export function useCompaniesRealtime(companyId: string) {
  const queryClient = useQueryClient();
  useSocketEvent(`company-${companyId}-company`, () => {
    void queryClient.invalidateQueries({ queryKey: companiesQueryKey });
  });
}
