import { MIN_CONTACT_SEARCH } from '@domain/contacts/schema';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { getContacts } from '../../contacts/api/get-contacts';

/** Spec 1 §5: the new-ticket contact search starts at 3 characters. */

export const contactSearchQueryOptions = (searchParam: string) =>
  queryOptions({
    queryKey: ['contacts', 'search', searchParam],
    queryFn: () => getContacts({ searchParam }).then((page) => page.contacts),
  });

export const useContactSearch = (searchParam: string) =>
  useQuery({ ...contactSearchQueryOptions(searchParam), enabled: searchParam.length >= MIN_CONTACT_SEARCH });
