import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import type { User } from '../../../types/api';

export const userListQueryKey = ['users', 'all'] as const;

/** GET /users/list: every user of the company, unpaged (the transfer modal and the search user filter). */
export const getUserList = () => api.get<User[]>('/users/list');

export const userListQueryOptions = () => queryOptions({ queryKey: userListQueryKey, queryFn: getUserList });

export const useUserList = (options: { enabled?: boolean } = {}) =>
  useQuery({ ...userListQueryOptions(), enabled: options.enabled ?? true });
