import { Menu, MenuButton, MenuItem, MenuItems } from '@headlessui/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../components/ui/icons';
import { UserModal } from '../../features/users/components/user-modal';
import { isAdmin, useCurrentUser, useSession } from '../../lib/auth/session-provider';
import { useUserFormOptions } from '../use-user-form-options';

export function UserMenu() {
  const { t } = useTranslation();
  const { signOut, updateUser } = useSession();
  const user = useCurrentUser();
  const admin = isAdmin(user);
  const [profileOpen, setProfileOpen] = useState(false);
  const { queues, connections } = useUserFormOptions(admin && profileOpen);

  return (
    <>
      <Menu as="div" className="popover">
        <MenuButton className="avatar-button" aria-label={t('topBar.userMenu')} data-testid="user-menu">
          <span className="avatar" aria-hidden="true">
            {user.name.trim().charAt(0).toUpperCase() || '?'}
          </span>
        </MenuButton>
        <MenuItems anchor="bottom end" className="menu-panel">
          <div className="menu-panel-header">
            <strong>{user.name}</strong>
            <span className="muted small">{user.email}</span>
          </div>
          <MenuItem>
            <button type="button" className="menu-panel-item" onClick={() => setProfileOpen(true)}>
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
      <UserModal
        open={profileOpen}
        userId={user.id}
        editorIsAdmin={admin}
        queues={queues}
        connections={connections}
        onClose={() => setProfileOpen(false)}
        onSaved={({ name, email, profile, queues: savedQueues, whatsappId }) =>
          updateUser({ name, email, profile, queues: savedQueues, whatsappId })
        }
      />
    </>
  );
}
