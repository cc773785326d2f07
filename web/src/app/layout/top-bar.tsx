import { Trans, useTranslation } from 'react-i18next';
import { Icon } from '../../components/ui/icons';
import { AnnouncementsButton } from '../../features/announcements/components/announcements-button';
import { ChatsButton } from '../../features/chats/components/chats-button';
import { NotificationsBell } from '../../features/notifications/components/notifications-bell';
import { isAdmin, useCurrentUser } from '../../lib/auth/session-provider';
import { formatDate } from '../../lib/format';
import { ConnectionsAlertLink } from './connections-alert-link';
import { ThemeToggle } from './theme-toggle';
import { UserMenu } from './user-menu';
import { VolumeControl } from './volume-control';

interface TopBarProps {
  drawerOpen: boolean;
  /** A connection needs attention: the top bar links to Connections. */
  connectionsAlert: boolean;
  onToggleDrawer: () => void;
}

export function TopBar({ drawerOpen, connectionsAlert, onToggleDrawer }: TopBarProps) {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const dueDate = user.company?.dueDate;

  return (
    <header className="top-bar" data-testid="top-bar">
      <button
        type="button"
        className="icon-button"
        aria-label={drawerOpen ? t('menu.closeMenu') : t('menu.open')}
        aria-expanded={drawerOpen}
        onClick={onToggleDrawer}
        data-testid="drawer-toggle"
      >
        <Icon name="menu" />
      </button>
      <div className="greeting" data-testid="greeting">
        <span className="greeting-text">
          <Trans
            i18nKey="topBar.greeting"
            values={{ name: user.name, company: user.company?.name ?? '' }}
            components={{ b: <b /> }}
          />
        </span>
        {isAdmin(user) && dueDate && (
          <span className="greeting-due muted">{t('topBar.activeUntil', { date: formatDate(dueDate) })}</span>
        )}
      </div>
      <div className="top-bar-actions">
        {connectionsAlert && <ConnectionsAlertLink />}
        <ThemeToggle />
        <VolumeControl />
        <button
          type="button"
          className="icon-button top-bar-refresh"
          aria-label={t('topBar.refresh')}
          title={t('topBar.refresh')}
          onClick={() => window.location.reload()}
        >
          <Icon name="refresh" size={18} />
        </button>
        <NotificationsBell />
        <AnnouncementsButton />
        <ChatsButton />
        <UserMenu />
      </div>
    </header>
  );
}
