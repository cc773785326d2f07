import type { HoursEntry } from '@domain/queues/schema';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { companyQueryKey, type CompanyWithSchedules } from './get-company-schedules';

interface SchedulesUpdate {
  companyId: string;
  schedules: HoursEntry[];
}

/** Spec 2 §7: PUT /companies/{id}/schedules with the id and the seven days in the body. */
export const updateCompanySchedules = ({ companyId, schedules }: SchedulesUpdate) =>
  api.put<unknown>(`/companies/${companyId}/schedules`, { id: companyId, schedules });

/** Saves the company's hours; the cached company keeps what was saved, then is read again from the server. */
export function useUpdateCompanySchedules() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateCompanySchedules,
    onSuccess: (_answer, { companyId, schedules }) => {
      queryClient.setQueryData<CompanyWithSchedules>(companyQueryKey(companyId), (company) =>
        company ? { ...company, schedules } : company,
      );
      return queryClient.invalidateQueries({ queryKey: companyQueryKey(companyId) });
    },
  });
}
