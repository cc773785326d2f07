import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import type { User } from '../../../types/api';

export const usersQueryKey = ['users'] as const;

export interface UsersPage {
  users: User[];
  count: number;
  hasMore: boolean;
}

export const getUsers = ({ searchParam, pageNumber }: { searchParam: string; pageNumber: number }) =>
  api.get<UsersPage>('/users/', { query: { searchParam, pageNumber } });

export const usersQueryOptions = (searchParam: string) =>
  infiniteQueryOptions({
    queryKey: [...usersQueryKey, 'list', searchParam],
    queryFn: ({ pageParam }) => getUsers({ searchParam, pageNumber: pageParam }),
    initialPageParam: 1,
    getNextPageParam: (lastPage, _pages, lastPageNumber) => (lastPage.hasMore ? lastPageNumber + 1 : undefined),
  });

export const useUsers = (searchParam: string) => useInfiniteQuery(usersQueryOptions(searchParam));
