import { useTranslation } from 'react-i18next';
import { PopoverButton } from '../../../components/ui/popover-button';
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
    <PopoverButton
      load={loadNotificationsPopover}
      props={{ tickets }}
      label={t('notifications.title')}
      testId="notifications-bell"
    >
      <BellFace count={tickets.length} />
    </PopoverButton>
  );
}
