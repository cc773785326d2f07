import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadOnIntent } from '../../components/ui/load-on-intent';
import { isAdmin, useCurrentUser, useSession } from '../../lib/auth/session-provider';
import { UserAvatar } from './user-avatar';

const loadUserModal = () => import('./profile-modal');
/** The profile form (zod rules, the queue picker) is a chunk of its own, fetched when the menu is pointed at. */
const ProfileModal = lazy(async () => ({ default: (await loadUserModal()).ProfileModal }));
const prefetchUserModal = () => void loadUserModal().catch(() => {});
/** The menu itself (Headless UI) loads on pointing at, focusing or clicking the avatar. */
const loadUserMenuPanel = async () => (await import('./user-menu-panel')).UserMenuPanel;

export function UserMenu() {
  const { t } = useTranslation();
  const { updateUser } = useSession();
  const user = useCurrentUser();
  const admin = isAdmin(user);
  const [profileOpen, setProfileOpen] = useState(false);
  // Mounted from the first opening on, so the dialog can play its closing transition.
  const [profileMounted, setProfileMounted] = useState(false);
  const openProfile = () => {
    setProfileMounted(true);
    setProfileOpen(true);
  };

  return (
    <>
      <LoadOnIntent
        load={loadUserMenuPanel}
        props={{ onPointAt: prefetchUserModal, onProfile: openProfile }}
        onIntent={prefetchUserModal}
      >
        {(trigger) => (
          <div className="popover">
            <button
              type="button"
              {...trigger}
              className="avatar-button"
              aria-label={t('topBar.userMenu')}
              aria-haspopup="menu"
              aria-expanded={false}
              data-testid="user-menu"
            >
              <UserAvatar name={user.name} />
            </button>
          </div>
        )}
      </LoadOnIntent>
      {profileMounted && (
        <Suspense fallback={null}>
          <ProfileModal
            open={profileOpen}
            userId={user.id}
            admin={admin}
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
