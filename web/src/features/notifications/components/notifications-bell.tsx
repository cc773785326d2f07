import { useTranslation } from 'react-i18next';
import { LoadOnIntent } from '../../../components/ui/load-on-intent';
import { useTicketNotifications } from '../hooks/use-ticket-notifications';
import { BellFace } from './bell-face';

const loadNotificationsPopover = async () => (await import('./notifications-popover')).NotificationsPopover;

/**
 * Top-bar bell (spec 1 §2): how many tickets have unread messages, and the list of them in a popover that
 * (with Headless UI) loads on pointing at, focusing or clicking the bell.
 */
export function NotificationsBell() {
  const { t } = useTranslation();
  const tickets = useTicketNotifications();

  return (
    <LoadOnIntent load={loadNotificationsPopover} props={{ tickets }}>
      {(trigger) => (
        <div className="popover">
          <button
            type="button"
            {...trigger}
            className="icon-button bell-button"
            aria-label={t('notifications.title')}
            title={t('notifications.title')}
            aria-expanded={false}
            data-testid="notifications-bell"
          >
            <BellFace count={tickets.length} />
          </button>
        </div>
      )}
    </LoadOnIntent>
  );
}
