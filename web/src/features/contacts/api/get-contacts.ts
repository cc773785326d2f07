import type { ContactPage } from '@domain/contacts/schema';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export const contactsQueryKey = ['contacts'] as const;
export const contactListsQueryKey = [...contactsQueryKey, 'list'] as const;

export const getContacts = ({ searchParam, cursor }: { searchParam: string; cursor?: string }) =>
  api.get<ContactPage>('/contacts', { query: { searchParam, cursor } });

export const contactsQueryOptions = (searchParam: string) =>
  infiniteQueryOptions({
    queryKey: [...contactListsQueryKey, searchParam],
    queryFn: ({ pageParam }) => getContacts({ searchParam, cursor: pageParam }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (lastPage) => (lastPage.hasMore ? lastPage.cursor : undefined),
  });

export const useContacts = (searchParam: string) => useInfiniteQuery(contactsQueryOptions(searchParam));
