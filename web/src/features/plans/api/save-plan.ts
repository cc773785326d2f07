import type { PlanCreate } from '@domain/plans/body';
import { useTranslation } from 'react-i18next';
import { useSaveMutation } from '../../../hooks/use-save-mutation';
import { api } from '../../../lib/api-client';
import { plansQueryKey, type PlanRecord } from './get-plans';

export type PlanPayload = PlanCreate;

export const createPlan = (input: PlanPayload) => api.post<PlanRecord>('/plans', input, { toastErrors: false });

export const updatePlan = ({ id, input }: { id: string; input: PlanPayload }) =>
  api.put<PlanRecord>(`/plans/${encodeURIComponent(id)}`, input, { toastErrors: false });

/** A refused save shows the spec's text (§8: check for a duplicate or a wrongly filled field). */
function usePlanMutation<Input>(send: (input: Input) => Promise<PlanRecord>) {
  const { t } = useTranslation();
  return useSaveMutation(send, plansQueryKey, t('plans.saveFailed'));
}

export const useCreatePlan = () => usePlanMutation(createPlan);

export const useUpdatePlan = () => usePlanMutation(updatePlan);
