import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { api } from '../../../lib/api-client';
import { ApiError } from '../../../lib/api-error';
import { toast } from '../../../lib/toast';
import { plansQueryKey } from './get-plans';

export const deletePlan = (id: string) => api.delete(`/plans/${encodeURIComponent(id)}`, { toastErrors: false });

/** A plan still used by a company is refused with its own text; any other failure with the spec's (§8). */
export function useDeletePlan() {
  const queryClient = useQueryClient();
  const { t } = useTranslation();
  return useMutation({
    mutationFn: deletePlan,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: plansQueryKey }),
    onError: (error) => {
      const inUse = error instanceof ApiError && error.code === 'ERR_PLAN_IN_USE';
      toast.error(t(inUse ? 'backendErrors.ERR_PLAN_IN_USE' : 'plans.deleteFailed'));
    },
  });
}
