import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import type { Connection } from '../../../types/api';

export const connectionsQueryKey = ['connections'] as const;

export const getConnections = () => api.get<Connection[]>('/whatsapp/', { query: { session: 0 } });

export const connectionsQueryOptions = () => queryOptions({ queryKey: connectionsQueryKey, queryFn: getConnections });

export const useConnections = (options: { enabled?: boolean } = {}) =>
  useQuery({ ...connectionsQueryOptions(), enabled: options.enabled ?? true });
