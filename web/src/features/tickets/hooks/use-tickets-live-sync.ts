import type { MessageEvent } from '@domain/messages/schema';
import { TICKET_STATUSES, type TicketEvent } from '@domain/tickets/schema';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { useCurrentUser } from '../../../lib/auth/session-provider';
import { useRealtime, useSocketEvent } from '../../../lib/realtime-provider';
import { toast } from '../../../lib/toast';
import { firstAnnouncement } from '../deleted-tickets';
import { applyMessageEventToCache, applyTicketEventToCache } from '../ticket-cache';

/**
 * Keeps the workspace's cached lists and opened ticket current from `-ticket` and `-appMessage` events
 * (spec 1 §4 live list rules). A deletion of the ticket being viewed shows the toast and closes it.
 */
export function useTicketsLiveSync(viewedTicketId: string | undefined) {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const queryClient = useQueryClient();
  const realtime = useRealtime();
  const navigate = useNavigate();
  const channel = (name: string) => `company-${user.companyId}-${name}`;

  useEffect(() => {
    if (!realtime) return;
    TICKET_STATUSES.forEach((status) => realtime.send('joinTickets', status));
    return () => TICKET_STATUSES.forEach((status) => realtime.send('leaveTickets', status));
  }, [realtime]);

  useSocketEvent(channel('ticket'), (data) => {
    const event = data as TicketEvent | undefined;
    if (!event?.action) return;
    applyTicketEventToCache(queryClient, event, user.id);
    if (event.action === 'delete' && event.ticketId === viewedTicketId) {
      if (firstAnnouncement(event.ticketId)) toast.success(t('tickets.toasts.deleted'));
      navigate('/tickets');
    }
  });

  useSocketEvent(channel('appMessage'), (data) => {
    const event = data as MessageEvent | undefined;
    if (event?.action === 'create' && event.ticket) applyMessageEventToCache(queryClient, event, user.id);
  });
}
