import type {
  ContactList,
  ContactListBody,
  ContactListItem,
  ContactListItemPage,
  ContactListPage,
} from '@domain/contact-lists/schema';
import { infiniteQueryOptions, useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useSaveMutation } from '../../../hooks/use-save-mutation';
import { api } from '../../../lib/api-client';
import { CONTACT_LISTS_NS } from '../texts';

/** Every contact lists query (pages, one list, its items) starts with this key. */
export const contactListsQueryKey = ['contact-lists'] as const;
export const contactListItemsQueryKey = ['contact-list-items'] as const;

const pages = <Page extends { hasMore: boolean }>(
  key: readonly unknown[],
  get: (pageNumber: number) => Promise<Page>,
) =>
  infiniteQueryOptions({
    queryKey: key,
    queryFn: ({ pageParam }) => get(pageParam),
    initialPageParam: 1,
    getNextPageParam: (lastPage: Page, _pages: Page[], lastPageNumber: number) =>
      lastPage.hasMore ? lastPageNumber + 1 : undefined,
  });

export const useContactLists = (searchParam: string) =>
  useInfiniteQuery(
    pages([...contactListsQueryKey, 'page', searchParam], (pageNumber) =>
      api.get<ContactListPage>('/contact-lists/', { query: { searchParam, pageNumber } }),
    ),
  );

export const useContactList = (id: string) =>
  useQuery({
    queryKey: [...contactListsQueryKey, 'one', id],
    queryFn: () => api.get<ContactList>(`/contact-lists/${encodeURIComponent(id)}`),
  });

export const useContactListItems = (contactListId: string, searchParam: string) =>
  useInfiniteQuery(
    pages([...contactListItemsQueryKey, contactListId, searchParam], (pageNumber) =>
      api.get<ContactListItemPage>('/contact-list-items', { query: { contactListId, searchParam, pageNumber } }),
    ),
  );

const createList = (input: ContactListBody) => api.post<ContactList>('/contact-lists', input, { toastErrors: false });
const updateList = ({ id, input }: { id: string; input: ContactListBody }) =>
  api.put<ContactList>(`/contact-lists/${encodeURIComponent(id)}`, input, { toastErrors: false });

export function useCreateContactList() {
  const { t } = useTranslation(CONTACT_LISTS_NS);
  return useSaveMutation(createList, contactListsQueryKey, t('saveFailed'));
}

export function useUpdateContactList() {
  const { t } = useTranslation(CONTACT_LISTS_NS);
  return useSaveMutation(updateList, contactListsQueryKey, t('saveFailed'));
}

export function useDeleteContactList() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.delete<void>(`/contact-lists/${encodeURIComponent(id)}`),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: contactListsQueryKey }),
  });
}

/** What the item dialog sends. */
export interface ItemPayload {
  name: string;
  number: string;
  email: string;
}

export function useCreateItem(contactListId: string) {
  const { t } = useTranslation(CONTACT_LISTS_NS);
  const create = (input: ItemPayload) =>
    api.post<ContactListItem>('/contact-list-items', { ...input, contactListId }, { toastErrors: false });
  return useSaveMutation(create, contactListItemsQueryKey, t('saveFailed'));
}

export function useUpdateItem() {
  const { t } = useTranslation(CONTACT_LISTS_NS);
  const update = ({ id, input }: { id: string; input: ItemPayload }) =>
    api.put<ContactListItem>(`/contact-list-items/${encodeURIComponent(id)}`, input, { toastErrors: false });
  return useSaveMutation(update, contactListItemsQueryKey, t('saveFailed'));
}

export function useDeleteItem() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.delete<void>(`/contact-list-items/${encodeURIComponent(id)}`),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: contactListItemsQueryKey }),
  });
}

/** The answer of an import: what was added, merged and refused (line and reason). */
export interface ImportReport {
  created: number;
  merged: number;
  refused: { line: number; reason: string }[];
  contactList: ContactList;
}

export function useImportSheet(contactListId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (file: File) => {
      const form = new FormData();
      form.append('file', file);
      return api.post<ImportReport>(`/contact-lists/${encodeURIComponent(contactListId)}/upload`, form);
    },
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: contactListItemsQueryKey });
      void queryClient.invalidateQueries({ queryKey: contactListsQueryKey });
    },
  });
}

export function useCheckNumbers(contactListId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.post<ContactList>(`/contact-lists/${encodeURIComponent(contactListId)}/check`),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: contactListsQueryKey }),
  });
}
