import type { DashboardData } from '@domain/dashboard/schema';
import { useQueryClient } from '@tanstack/react-query';
import { applyLiveUpdate } from '../../../lib/live-update';
import { useSocketEvent } from '../../../lib/realtime-provider';
import { dashboardQueryKey } from '../api/get-dashboard';
import { presenceOf, withPresence, type UserEvent } from '../attendants-presence';

/**
 * Keeps the attendants' online status live (issue 14): a user going online or offline is shown at once in every
 * cached dashboard; a user added or removed reads the dashboard again, since it may join or leave the table.
 */
export function useAttendantsPresence(companyId: string) {
  const client = useQueryClient();
  useSocketEvent(`company-${companyId}-user`, (data) => {
    const event = data as UserEvent | undefined;
    const presence = presenceOf(event);
    if (presence) {
      for (const [queryKey] of client.getQueriesData<DashboardData>({ queryKey: dashboardQueryKey })) {
        applyLiveUpdate<DashboardData>(client, queryKey, (cached) => withPresence(cached, presence));
      }
    } else if (event?.action === 'create' || event?.action === 'delete') {
      void client.invalidateQueries({ queryKey: dashboardQueryKey });
    }
  });
}
