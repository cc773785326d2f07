import type { Tag } from '@domain/tags/schema';
import type { TicketEvent } from '@domain/tickets/schema';
import { useQueryClient, type QueryKey } from '@tanstack/react-query';
import { useSocketEvent } from '../../../lib/realtime-provider';
import type { KanbanBoard } from '../api/get-kanban';
import { kanbanTagsQueryKey } from '../api/get-kanban';
import { applyTagEvent, applyTicketEvent, type BoardFilter, type TagChange } from '../board-lanes';

/**
 * Cards move live (issue 17): another agent's tag change or a new message comes as the ticket's `update` event
 * (a new message's event carries the new last message), applied to the board as it is; a tag's event (created,
 * renamed, recoloured, flagged or not for the kanban, deleted) changes the lanes. A card this board is moving
 * (`moving`) waits for its move to settle.
 */
export function useKanbanLive(companyId: string, boardKey: QueryKey, filter: BoardFilter, moving: Set<string>) {
  const queryClient = useQueryClient();
  useSocketEvent(`company-${companyId}-ticket`, (data) => {
    const event = data as TicketEvent | undefined;
    if (!event?.action || moving.has(event.action === 'update' ? event.ticket.id : event.ticketId)) return;
    queryClient.setQueryData<KanbanBoard>(
      boardKey,
      (board) => board && { ...board, tickets: applyTicketEvent(board.tickets, event, filter) },
    );
  });
  useSocketEvent(`company-${companyId}-tag`, (data) => {
    const event = data as TagChange | undefined;
    if (!event?.action) return;
    queryClient.setQueryData<Tag[]>(kanbanTagsQueryKey, (tags) => tags && applyTagEvent(tags, event));
  });
}
