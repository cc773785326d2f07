import type { Company } from '@domain/companies/schema';
import type { SignupBody } from '@domain/companies/signup-schema';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import type { PlanRecord } from '../../plans/api/get-plans';

/** GET /plans/list: public, the plans a visitor may sign up for (spec 2 §7). A failure shows in the form. */
const publicPlansOptions = () =>
  queryOptions({
    // Under the plans' key (features/plans/api/get-plans.ts), so a change of plans refreshes it too.
    queryKey: ['plans', 'list'],
    queryFn: () => api.get<PlanRecord[]>('/plans/list', { toastErrors: false }),
  });

export const usePublicPlans = () => useQuery(publicPlansOptions());

/** POST /companies/cadastro: a used e-mail or too many signups are toasted by the API client. */
export const signUp = (body: SignupBody) => api.post<Company>('/companies/cadastro', body);
