import type { Ticket } from '@domain/tickets/schema';
import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { KANBAN_NS } from '../texts';
import { api } from '../../../lib/api-client';
import { toast } from '../../../lib/toast';
import { movedTags, OPEN_LANE, type Lane } from '../board-lanes';
import type { KanbanBoard } from './get-kanban';

export interface TicketMove {
  ticket: Ticket;
  laneId: string;
  lanes: Lane[];
}

/** DELETE /ticket-tags/{ticketId}: the ticket's kanban tags off. */
export const removeKanbanTags = (ticketId: string) =>
  api.delete<Ticket>(`/ticket-tags/${encodeURIComponent(ticketId)}`);

/** PUT /ticket-tags/{ticketId}/{tagId}: the lane's tag on. */
export const addTicketTag = (ticketId: string, tagId: string) =>
  api.put<Ticket>(`/ticket-tags/${encodeURIComponent(ticketId)}/${encodeURIComponent(tagId)}`);

/** How long after its move a card ignores its own ticket's events (they may arrive after the answers). */
const SETTLE_MS = 1000;

/**
 * A card dropped on another lane (spec 2 §4): the card moves at once; the old lane's tag goes ('Ticket Tag
 * Removido!'), then the new lane's comes ('Ticket Tag Adicionado com Sucesso!'; none for 'Em aberto'). While it
 * moves, `moving` holds its id so the live events of its own two steps do not throw it back and forth; then the
 * board is read again. A failure (its toast is the API client's) puts the board back as the server has it.
 */
export function useMoveTicket(boardKey: QueryKey, moving: Set<string>) {
  const { t } = useTranslation(KANBAN_NS);
  const queryClient = useQueryClient();
  const setTicket = (next: Ticket) =>
    queryClient.setQueryData<KanbanBoard>(
      boardKey,
      (board) => board && { ...board, tickets: board.tickets.map((one) => (one.id === next.id ? next : one)) },
    );
  return useMutation({
    mutationFn: async ({ ticket, laneId }: TicketMove) => {
      const removed = await removeKanbanTags(ticket.id);
      toast.success(t('tagRemoved'));
      if (laneId === OPEN_LANE) return setTicket(removed);
      setTicket(await addTicketTag(ticket.id, laneId));
      toast.success(t('tagAdded'));
    },
    onMutate: async ({ ticket, laneId, lanes }) => {
      moving.add(ticket.id);
      await queryClient.cancelQueries({ queryKey: boardKey });
      setTicket({ ...ticket, tags: movedTags(ticket, laneId, lanes) });
    },
    onSettled: (_data, _error, { ticket }) => {
      setTimeout(() => {
        moving.delete(ticket.id);
        void queryClient.invalidateQueries({ queryKey: boardKey });
      }, SETTLE_MS);
    },
  });
}
