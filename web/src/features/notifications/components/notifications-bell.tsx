import { CloseButton, Popover, PopoverButton, PopoverPanel } from '@headlessui/react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Icon } from '../../../components/ui/icons';
import { LastMessagePreview } from '../../tickets/components/last-message-preview';
import { useTicketNotifications } from '../hooks/use-ticket-notifications';

/** Top-bar bell (spec 1 §2): how many tickets have unread messages, and the list of them. */
export function NotificationsBell() {
  const { t } = useTranslation();
  const tickets = useTicketNotifications();

  return (
    <Popover className="popover">
      <PopoverButton
        className="icon-button bell-button"
        aria-label={t('notifications.title')}
        title={t('notifications.title')}
        data-testid="notifications-bell"
      >
        {/* The shared set's bell glyph. */}
        <Icon name="announcements" size={18} />
        {tickets.length > 0 && (
          <span className="bell-count" data-testid="notifications-count">
            {tickets.length}
          </span>
        )}
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
