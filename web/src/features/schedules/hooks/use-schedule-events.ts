import { useQueryClient } from '@tanstack/react-query';
import { useSocketEvent } from '../../../lib/realtime-provider';
import { schedulesQueryKey } from '../api/schedules';

/** The `schedule` event (create, update, delete) refreshes the calendar: another agent's change, or a send. */
export function useScheduleEvents(companyId: string) {
  const queryClient = useQueryClient();
  useSocketEvent(`company-${companyId}-schedule`, () => {
    void queryClient.invalidateQueries({ queryKey: schedulesQueryKey });
  });
}
