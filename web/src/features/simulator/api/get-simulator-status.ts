import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export const simulatorQueryKey = ['simulator'] as const;

export const getSimulatorStatus = () =>
  // A server without the simulator may refuse; the pages then treat it as switched off, with no toast.
  api.get<{ enabled: boolean }>('/simulator/status', { toastErrors: false });

export const simulatorStatusQueryOptions = () =>
  queryOptions({ queryKey: [...simulatorQueryKey, 'status'], queryFn: getSimulatorStatus, staleTime: 5 * 60_000 });

/** Whether this server runs the simulator; only admins may ask. */
export function useSimulatorEnabled(enabled: boolean): boolean | undefined {
  const { data, isError } = useQuery({ ...simulatorStatusQueryOptions(), enabled, retry: false });
  if (isError) return false;
  return data?.enabled;
}
