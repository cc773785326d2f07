import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import type { Plan } from '../../../types/api';

export const getPlan = (companyId: string) => api.get<Plan>(`/companies/listPlan/${companyId}`, { toastErrors: false });

export const planQueryOptions = (companyId: string) =>
  queryOptions({ queryKey: ['plan', companyId], queryFn: () => getPlan(companyId), staleTime: 5 * 60_000 });

/** Spec 1 §8: failing to load the plan is only logged, so the menu falls back to every flag on. */
export const usePlan = (companyId: string) => useQuery(planQueryOptions(companyId));
