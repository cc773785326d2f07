import type { AnnouncementAnswer, AnnouncementPage } from '@domain/announcements/schema';
import { infiniteQueryOptions, useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { announcementsQueryKey, unseenAnnouncementsKey } from './unseen';

export interface AnnouncementInput {
  title: string;
  text: string;
  priority: number;
  status: boolean;
}

export const useAnnouncements = (searchParam: string) =>
  useInfiniteQuery(
    infiniteQueryOptions({
      queryKey: [...announcementsQueryKey, 'page', searchParam],
      queryFn: ({ pageParam }) =>
        api.get<AnnouncementPage>('/announcements', { query: { searchParam, pageNumber: pageParam } }),
      initialPageParam: 1,
      getNextPageParam: (lastPage, _pages, lastPageNumber) => (lastPage.hasMore ? lastPageNumber + 1 : undefined),
    }),
  );

/** The popover's list: the active announcements by priority, then newest. */
export const useActiveAnnouncements = () =>
  useQuery({
    queryKey: [...announcementsQueryKey, 'active'],
    queryFn: () => api.get<{ records: AnnouncementAnswer[]; unseen: number }>('/announcements/active'),
  });

/** The popover was opened: the badge clears here at once and on the server for the next load. */
export function useMarkAnnouncementsSeen() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.post<{ count: number }>('/announcements/seen'),
    onMutate: () => queryClient.setQueryData(unseenAnnouncementsKey, { count: 0 }),
  });
}

/** Saves (creates or updates), then uploads the image chosen in the dialog. */
export function useSaveAnnouncement() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, input, file }: { id?: string; input: AnnouncementInput; file: File | null }) => {
      const saved = id
        ? await api.put<AnnouncementAnswer>(`/announcements/${id}`, input)
        : await api.post<AnnouncementAnswer>('/announcements', input);
      if (!file) return saved;
      const form = new FormData();
      form.append('file', file);
      return api.post<AnnouncementAnswer>(`/announcements/${saved.id}/media-upload`, form);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: announcementsQueryKey }),
  });
}

export function useDeleteAnnouncement() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.delete(`/announcements/${id}`),
    onSettled: () => queryClient.invalidateQueries({ queryKey: announcementsQueryKey }),
  });
}

export function useDeleteAnnouncementImage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.delete<AnnouncementAnswer>(`/announcements/${id}/media-upload`),
    onSettled: () => queryClient.invalidateQueries({ queryKey: announcementsQueryKey }),
  });
}
