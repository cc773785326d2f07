import type { Contact } from '@domain/contacts/schema';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { contactsQueryKey } from './get-contacts';

export const contactQueryKey = (id: string) => [...contactsQueryKey, 'detail', id] as const;

export const getContact = (id: string) => api.get<Contact>(`/contacts/${id}`);

export const contactQueryOptions = (id: string) =>
  queryOptions({ queryKey: contactQueryKey(id), queryFn: () => getContact(id) });

/** The contact being edited, fetched fresh so the form starts from the stored extraInfo. */
export const useContact = (id: string | undefined) =>
  useQuery({ ...contactQueryOptions(id ?? ''), enabled: Boolean(id) });
