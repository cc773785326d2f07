import type { TagCreate, TagPage, TagWithCount } from '@domain/tags/schema';
import { infiniteQueryOptions, useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useSaveMutation } from '../../../hooks/use-save-mutation';
import { api } from '../../../lib/api-client';
import { TAGS_NS } from '../texts';

/** Every tags query (the screen's pages, the ticket view's list) starts with this key. */
export const tagsQueryKey = ['tags'] as const;

export const getTags = ({ searchParam, pageNumber }: { searchParam: string; pageNumber: number }) =>
  api.get<TagPage>('/tags/', { query: { searchParam, pageNumber } });

export const tagsQueryOptions = (searchParam: string) =>
  infiniteQueryOptions({
    queryKey: [...tagsQueryKey, 'page', searchParam],
    queryFn: ({ pageParam }) => getTags({ searchParam, pageNumber: pageParam }),
    initialPageParam: 1,
    getNextPageParam: (lastPage, _pages, lastPageNumber) => (lastPage.hasMore ? lastPageNumber + 1 : undefined),
  });

export const useTags = (searchParam: string) => useInfiniteQuery(tagsQueryOptions(searchParam));

/** What the tag modal sends: the kanban flag only from a user who may use the switch (the server keeps it else). */
export type TagPayload = Pick<TagCreate, 'name' | 'color'> & { kanban?: TagCreate['kanban'] };

const createTag = (input: TagPayload) => api.post<TagWithCount>('/tags', input, { toastErrors: false });

const updateTag = ({ id, input }: { id: string; input: TagPayload }) =>
  api.put<TagWithCount>(`/tags/${encodeURIComponent(id)}`, input, { toastErrors: false });

export function useCreateTag() {
  const { t } = useTranslation(TAGS_NS);
  return useSaveMutation(createTag, tagsQueryKey, t('saveFailed'));
}

export function useUpdateTag() {
  const { t } = useTranslation(TAGS_NS);
  return useSaveMutation(updateTag, tagsQueryKey, t('saveFailed'));
}

export function useDeleteTag() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.delete<void>(`/tags/${encodeURIComponent(id)}`),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: tagsQueryKey }),
  });
}
