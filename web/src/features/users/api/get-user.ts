import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import type { User } from '../../../types/api';
import { usersQueryKey } from './get-users';

export const getUser = (id: string) => api.get<User>(`/users/${id}`);

export const userQueryOptions = (id: string) =>
  queryOptions({ queryKey: [...usersQueryKey, 'detail', id], queryFn: () => getUser(id) });

/** The user being edited, fetched fresh so the form starts from the stored queues and connection. */
export const useUser = (id: string | undefined) => useQuery({ ...userQueryOptions(id ?? ''), enabled: Boolean(id) });
