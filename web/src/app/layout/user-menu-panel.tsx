import { Menu, MenuButton, MenuItem, MenuItems } from '@headlessui/react';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { type Intent, useIntent } from '../../components/ui/load-on-intent';
import { Icon } from '../../components/ui/icons';
import { useCurrentUser, useSession } from '../../lib/auth/session-provider';
import { UserAvatar } from './user-avatar';

export interface UserMenuPanelProps {
  onPointAt: () => void;
  onProfile: () => void;
}

/** The user menu with its Headless UI behaviour, loaded on first use (`UserMenu` draws the plain avatar till then). */
export function UserMenuPanel({ onPointAt, onProfile, intent }: UserMenuPanelProps & { intent: Intent }) {
  const { t } = useTranslation();
  const { signOut } = useSession();
  const user = useCurrentUser();
  const button = useRef<HTMLButtonElement>(null);
  useIntent(button, intent);

  return (
    <Menu as="div" className="popover">
      <MenuButton
        ref={button}
        className="avatar-button"
        aria-label={t('topBar.userMenu')}
        data-testid="user-menu"
        onPointerEnter={onPointAt}
        onFocus={onPointAt}
      >
        <UserAvatar name={user.name} />
      </MenuButton>
      <MenuItems anchor="bottom end" className="menu-panel">
        <div className="menu-panel-header">
          <strong>{user.name}</strong>
          <span className="muted small">{user.email}</span>
        </div>
        <MenuItem>
          <button type="button" className="menu-panel-item" onClick={onProfile}>
            <Icon name="users" size={17} />
            {t('topBar.profile')}
          </button>
        </MenuItem>
        <MenuItem>
          <button type="button" className="menu-panel-item" onClick={() => void signOut()}>
            <Icon name="logout" size={17} />
            {t('topBar.logout')}
          </button>
        </MenuItem>
      </MenuItems>
    </Menu>
  );
}
