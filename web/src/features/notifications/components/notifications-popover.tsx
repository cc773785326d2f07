import type { Ticket } from '@domain/tickets/schema';
import { CloseButton, Popover, PopoverButton, PopoverPanel } from '@headlessui/react';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { type Intent, useIntent } from '../../../components/ui/load-on-intent';
import { LastMessagePreview } from '../../tickets/components/last-message-preview';
import { BellFace } from './bell-face';

/** The bell's popover with its Headless UI behaviour, loaded on first use (`NotificationsBell` until then). */
export function NotificationsPopover({ tickets, intent }: { tickets: Ticket[]; intent: Intent }) {
  const { t } = useTranslation();
  const button = useRef<HTMLButtonElement>(null);
  useIntent(button, intent);

  return (
    <Popover className="popover">
      <PopoverButton
        ref={button}
        className="icon-button bell-button"
        aria-label={t('notifications.title')}
        title={t('notifications.title')}
        data-testid="notifications-bell"
      >
        <BellFace count={tickets.length} />
      </PopoverButton>
      <PopoverPanel anchor="bottom end" className="popover-panel notifications-panel" data-testid="notifications-panel">
        {tickets.length === 0 && <p className="notifications-empty muted">{t('notifications.empty')}</p>}
        <ul className="notifications-list">
          {tickets.map((ticket) => (
            <li key={ticket.id}>
              <CloseButton
                as={Link}
                to={`/tickets/${ticket.uuid}`}
                className="notifications-item"
                data-testid={`notification-${ticket.id}`}
              >
                <span className="notifications-item-text">
                  <strong>{ticket.contact.name}</strong>
                  <LastMessagePreview ticket={ticket} className="muted" />
                </span>
                <span className="unread-badge">{ticket.unreadMessages}</span>
              </CloseButton>
            </li>
          ))}
        </ul>
      </PopoverPanel>
    </Popover>
  );
}
