import { useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { useSocketEvent } from '../../../lib/realtime-provider';

/** Every announcements query: the page's, the popover's and the badge's. */
export const announcementsQueryKey = ['announcements'] as const;
export const unseenAnnouncementsKey = [...announcementsQueryKey, 'unseen'] as const;

/**
 * The top-bar badge (in the shell, so tiny): how many active announcements this user has not seen
 * (docs/decisions/051); the `announcement` event of spec 3 §7 refreshes it and every other announcements query.
 */
export function useUnseenAnnouncements(companyId: string): number {
  const queryClient = useQueryClient();
  useSocketEvent(`company-${companyId}-announcement`, () => {
    void queryClient.invalidateQueries({ queryKey: announcementsQueryKey });
  });
  const unseen = useQuery({
    queryKey: unseenAnnouncementsKey,
    queryFn: () => api.get<{ count: number }>('/announcements/unseen'),
  });
  return unseen.data?.count ?? 0;
}
