import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import type { Connection } from '../../../types/api';
import { connectionsQueryKey } from './get-connections';

export const getConnection = (id: string) => api.get<Connection>(`/whatsapp/${id}`, { query: { session: 0 } });

export const connectionQueryOptions = (id: string) =>
  queryOptions({ queryKey: [...connectionsQueryKey, 'detail', id], queryFn: () => getConnection(id) });

/** The connection being edited, fetched fresh so the form starts from the stored queues and redirection. */
export const useConnection = (id: string | undefined) =>
  useQuery({ ...connectionQueryOptions(id ?? ''), enabled: Boolean(id), staleTime: 0 });
