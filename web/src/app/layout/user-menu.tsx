import { Menu, MenuButton, MenuItem, MenuItems } from '@headlessui/react';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../components/ui/icons';
import { isAdmin, useCurrentUser, useSession } from '../../lib/auth/session-provider';
import { useUserFormOptions } from '../use-user-form-options';

const loadUserModal = () => import('../../features/users/components/user-modal');
/** The profile form (zod rules, the queue picker) is a chunk of its own, fetched when the menu opens. */
const UserModal = lazy(async () => ({ default: (await loadUserModal()).UserModal }));
const prefetchUserModal = () => void loadUserModal().catch(() => {});

export function UserMenu() {
  const { t } = useTranslation();
  const { signOut, updateUser } = useSession();
  const user = useCurrentUser();
  const admin = isAdmin(user);
  const [profileOpen, setProfileOpen] = useState(false);
  // Mounted from the first opening on, so the dialog can play its closing transition.
  const [profileMounted, setProfileMounted] = useState(false);
  const { queues, connections } = useUserFormOptions(admin && profileOpen);

  return (
    <>
      <Menu as="div" className="popover">
        <MenuButton
          className="avatar-button"
          aria-label={t('topBar.userMenu')}
          data-testid="user-menu"
          onPointerEnter={prefetchUserModal}
          onFocus={prefetchUserModal}
        >
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
            <button
              type="button"
              className="menu-panel-item"
              onClick={() => {
                setProfileMounted(true);
                setProfileOpen(true);
              }}
            >
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
      {profileMounted && (
        <Suspense fallback={null}>
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
        </Suspense>
      )}
    </>
  );
}
