import type { DashboardData, DashboardQuery } from '@domain/dashboard/schema';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export const dashboardQueryKey = ['dashboard'] as const;

export const getDashboard = (query: DashboardQuery) => api.get<DashboardData>('/dashboard', { query });

export const dashboardQueryOptions = (query: DashboardQuery) =>
  queryOptions({ queryKey: [...dashboardQueryKey, query], queryFn: () => getDashboard(query) });

/** Nothing is asked while the filter sets no parameter. */
export const useDashboard = (query: DashboardQuery | null) =>
  useQuery({ ...dashboardQueryOptions(query ?? {}), enabled: query !== null });
