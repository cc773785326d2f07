import type { Tag } from '@domain/tags/schema';
import type { Ticket } from '@domain/tickets/schema';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** Every board query starts with this key (the user's queue selection follows). */
export const kanbanQueryKey = ['kanban'] as const;
export const kanbanTagsQueryKey = ['tags', 'kanban'] as const;

export interface KanbanBoard {
  tickets: Ticket[];
  hasMore: boolean;
}

/** GET /ticket/kanban (spec 2 §7): the open and pending tickets of the queues sent (JSON list), all when none. */
export const getKanban = (queueIds: string[] | undefined) =>
  api.get<KanbanBoard>('/ticket/kanban', { query: { queueIds: queueIds && JSON.stringify(queueIds) } });

export const kanbanQueryOptions = (queueIds: string[] | undefined) =>
  queryOptions({ queryKey: [...kanbanQueryKey, queueIds ?? null], queryFn: () => getKanban(queueIds) });

export const useKanban = (queueIds: string[] | undefined) => useQuery(kanbanQueryOptions(queueIds));

/** GET /tags/kanban: the lanes, one per tag with the kanban flag. */
export const useKanbanTags = () =>
  useQuery({
    queryKey: kanbanTagsQueryKey,
    queryFn: async () => (await api.get<{ lista: Tag[] }>('/tags/kanban')).lista,
  });
