import type { TicketStatus } from '@domain/tickets/schema';
import { useEffect, useRef } from 'react';
import { useTicket } from '../api/get-ticket';

/**
 * Calls `follow` with the selected ticket's status whenever another ticket is selected or the selected one
 * changes status (Aceitar, Reabrir, a transfer), so the list can show the tab the ticket is now in (issue 14).
 */
export function useFollowSelectedTicket(selectedId: string | undefined, follow: (status: TicketStatus) => void) {
  const { data: ticket } = useTicket(selectedId);
  const status = ticket && ticket.uuid === selectedId ? ticket.status : undefined;
  // The latest callback, so the effect runs on a new ticket or status only, not on every render.
  const latest = useRef(follow);
  latest.current = follow;

  useEffect(() => {
    if (status) latest.current(status);
  }, [selectedId, status]);
}
