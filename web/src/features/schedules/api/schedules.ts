import type { ScheduleAnswer, SchedulePage } from '@domain/schedules/schema';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export const schedulesQueryKey = ['schedules'] as const;

/** What the dialog sends: the spec's fields, sendAt as ISO. */
export interface ScheduleInput {
  body: string;
  contactId: string;
  sendAt: string;
}

/** Every page of GET /schedules for the search: the calendar shows all of a company's schedules at once. */
async function getAllSchedules(searchParam: string): Promise<{ schedules: ScheduleAnswer[]; count: number }> {
  const schedules: ScheduleAnswer[] = [];
  for (let pageNumber = 1; ; pageNumber++) {
    const page = await api.get<SchedulePage>('/schedules/', { query: { searchParam, pageNumber: String(pageNumber) } });
    schedules.push(...page.schedules);
    if (!page.hasMore || pageNumber >= 50) return { schedules, count: page.count };
  }
}

export const schedulesQueryOptions = (searchParam: string) =>
  queryOptions({ queryKey: [...schedulesQueryKey, 'list', searchParam], queryFn: () => getAllSchedules(searchParam) });

export const useSchedules = (searchParam: string) => useQuery(schedulesQueryOptions(searchParam));

/** Saves (creates or updates) and then attaches or removes the picture the dialog holds. */
export function useSaveSchedule() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, input, file }: { id?: string; input: ScheduleInput; file?: File | null }) => {
      const saved = id
        ? await api.put<ScheduleAnswer>(`/schedules/${id}`, input)
        : await api.post<ScheduleAnswer>('/schedules', input);
      if (file) {
        const form = new FormData();
        form.append('file', file);
        return api.post<ScheduleAnswer>(`/schedules/${saved.id}/media-upload`, form);
      }
      return saved;
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: schedulesQueryKey }),
  });
}

export function useDeleteSchedule() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.delete(`/schedules/${id}`),
    onSettled: () => queryClient.invalidateQueries({ queryKey: schedulesQueryKey }),
  });
}

export function useDeleteScheduleMedia() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.delete<ScheduleAnswer>(`/schedules/${id}/media-upload`),
    onSettled: () => queryClient.invalidateQueries({ queryKey: schedulesQueryKey }),
  });
}
