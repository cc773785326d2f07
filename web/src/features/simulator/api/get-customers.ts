import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import type { SimulatorCustomer } from '../simulator-types';
import { simulatorQueryKey } from './get-simulator-status';

export const customersQueryKey = (connectionId: string) => [...simulatorQueryKey, connectionId, 'customers'] as const;

export const getCustomers = async (connectionId: string) =>
  (await api.get<{ customers: SimulatorCustomer[] }>(`/simulator/${connectionId}/customers`)).customers;

export const customersQueryOptions = (connectionId: string) =>
  queryOptions({ queryKey: customersQueryKey(connectionId), queryFn: () => getCustomers(connectionId) });

/** The phone's chat list; refetched when the window regains focus, as a phone would on unlock. */
export const useCustomers = (connectionId: string) =>
  useQuery({ ...customersQueryOptions(connectionId), refetchOnWindowFocus: true, staleTime: 0 });
