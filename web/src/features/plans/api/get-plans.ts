import type { FullPlan } from '@domain/plans/schema';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export type PlanRecord = FullPlan;

/** Every plan query starts with this key: a change refreshes the tab's list and the signup's alike. */
export const plansQueryKey = ['plans'] as const;

/** GET /plans/all: the Planos tab's list (super users). A failure shows the spec's text in the tab, not a toast. */
export const getPlans = () => api.get<PlanRecord[]>('/plans/all', { toastErrors: false });

export const plansQueryOptions = () => queryOptions({ queryKey: [...plansQueryKey, 'all'], queryFn: getPlans });

export const usePlans = () => useQuery(plansQueryOptions());
