import type { FileListAnswer, FileListPage } from '@domain/file-lists/schema';
import { infiniteQueryOptions, useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import type { FileListPayload } from '../file-list-form';

/** Every file list query (the page's; the campaign dialog keeps its own). */
export const fileListsQueryKey = ['file-lists'] as const;

export const fileListsQueryOptions = (searchParam: string) =>
  infiniteQueryOptions({
    queryKey: [...fileListsQueryKey, 'page', searchParam],
    queryFn: ({ pageParam }) => api.get<FileListPage>('/files', { query: { searchParam, pageNumber: pageParam } }),
    initialPageParam: 1,
    getNextPageParam: (lastPage, _pages, lastPageNumber) => (lastPage.hasMore ? lastPageNumber + 1 : undefined),
  });

export const useFileLists = (searchParam: string) => useInfiniteQuery(fileListsQueryOptions(searchParam));

/**
 * Saves the list (creates or updates), then sends each chosen file for its option (spec 3 §7: fileId, typeArch,
 * files, mediaType, name, id), one request a file so none carries more than one file's size.
 */
export function useSaveFileList() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({
      id,
      payload,
      uploads,
    }: {
      id?: string;
      payload: FileListPayload;
      uploads: { index: number; file: File }[];
    }) => {
      let saved = id
        ? await api.put<FileListAnswer>(`/files/${id}`, payload)
        : await api.post<FileListAnswer>('/files', payload);
      for (const { index, file } of uploads) {
        const option = saved.options[index];
        if (!option) continue;
        const form = new FormData();
        form.append('fileId', saved.id);
        form.append('typeArch', 'fileList');
        form.append('files', file);
        form.append('mediaType', file.type);
        form.append('name', option.name);
        form.append('id', option.id);
        saved = await api.post<FileListAnswer>(`/files/uploadList/${saved.id}`, form);
      }
      return saved;
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: fileListsQueryKey }),
  });
}

export function useDeleteFileList() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.delete(`/files/${id}`),
    onSettled: () => queryClient.invalidateQueries({ queryKey: fileListsQueryKey }),
  });
}
