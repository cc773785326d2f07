import type { MessageEvent } from '@domain/messages/schema';
import type { Ticket, TicketEvent } from '@domain/tickets/schema';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useMatch, useNavigate } from 'react-router-dom';
import { useCurrentUser } from '../../../lib/auth/session-provider';
import { useRealtime, useSocketEvent } from '../../../lib/realtime-provider';
import { readVolume } from '../../../lib/volume';
import { unreadTicketsQueryKey, unreadTicketsQueryOptions } from '../api/get-unread-tickets';
import { applyMessageEventToBell, applyTicketEventToBell, shouldAlert, unreadTicketsOf } from '../notification-rules';
import { playChime } from '../notification-sound';

/**
 * The bell's tickets, kept live; a new customer message that concerns the user (spec 1 §4 Notifications)
 * plays the chime at the stored volume and shows a browser notification that opens the ticket.
 */
export function useTicketNotifications(): Ticket[] {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const queryClient = useQueryClient();
  const realtime = useRealtime();
  const navigate = useNavigate();
  const viewingTicketId = useMatch('/tickets/:ticketId')?.params.ticketId;
  const { data } = useQuery(unreadTicketsQueryOptions());
  const channel = (name: string) => `company-${user.companyId}-${name}`;
  const changeList = (change: (list: Ticket[]) => Ticket[]) =>
    queryClient.setQueryData<Ticket[]>(unreadTicketsQueryKey, (list) => (list ? change(list) : list));

  useEffect(() => realtime?.send('joinNotification'), [realtime]);
  useEffect(() => {
    if (typeof Notification !== 'undefined' && Notification.permission === 'default') {
      void Notification.requestPermission().catch(() => undefined);
    }
  }, []);

  useSocketEvent(channel('ticket'), (payload) => {
    const event = payload as TicketEvent | undefined;
    if (event?.action) changeList((list) => applyTicketEventToBell(list, event, user));
  });

  useSocketEvent(channel('appMessage'), (payload) => {
    const event = payload as MessageEvent | undefined;
    if (event?.action !== 'create' || !event.ticket) return;
    changeList((list) => applyMessageEventToBell(list, event, user));
    if (!shouldAlert(event, user, { viewingTicketId, windowFocused: document.hasFocus() })) return;
    playChime(readVolume());
    void showBrowserNotification(t('notifications.messageFrom', { name: event.ticket.contact.name }), event, () =>
      navigate(`/tickets/${event.ticket.uuid}`),
    ).catch(() => {});
  });

  return unreadTicketsOf(data ?? [], user);
}

/** The message's words without their markers: loaded with the first notification, not with the first screen. */
const loadPlainText = async () => (await import('../../messages/format-message')).plainText;

async function showBrowserNotification(
  title: string,
  event: Extract<MessageEvent, { action: 'create' }>,
  open: () => void,
) {
  if (typeof Notification === 'undefined' || Notification.permission !== 'granted') return;
  const plainText = await loadPlainText();
  const notification = new Notification(title, {
    body: plainText(event.message.body),
    icon: event.ticket.contact.profilePicUrl || undefined,
    // One notification per ticket: a burst of messages replaces it rather than stacking.
    tag: event.ticket.id,
  });
  notification.onclick = () => {
    window.focus();
    open();
    notification.close();
  };
}
