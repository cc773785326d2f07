import type { Company } from '@domain/companies/schema';
import type { HoursEntry } from '@domain/queues/schema';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** GET /companies/{id} as the Horários tab reads it: the company with its weekly hours (spec 2 §7). */
export type CompanyWithSchedules = Company & { schedules: HoursEntry[] };

export const companyQueryKey = (companyId: string) => ['company', companyId] as const;

export const getCompany = (companyId: string) => api.get<CompanyWithSchedules>(`/companies/${companyId}`);

export const companyQueryOptions = (companyId: string) =>
  queryOptions({ queryKey: companyQueryKey(companyId), queryFn: () => getCompany(companyId) });

export const useCompanySchedules = (companyId: string) =>
  useQuery({ ...companyQueryOptions(companyId), select: (company) => company.schedules });
