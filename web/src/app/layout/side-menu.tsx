import { useTranslation } from 'react-i18next';
import { useChatUnreads } from '../../features/chats/api/chat-list';
import { usePlan } from '../../features/companies/api/get-plan';
import { isAdmin, useCurrentUser } from '../../lib/auth/session-provider';
import { sessionStore } from '../../lib/session-store';
import { buildMenu } from './menu-items';
import { MenuList } from './menu-list';
import { DrawerBrand } from './drawer-brand';

const APP_VERSION = '4.0.0';

interface SideMenuProps {
  open: boolean;
  temporary: boolean;
  /** A connection needs attention: the Connections entry shows its badge. */
  connectionsAlert: boolean;
  onClose: () => void;
}

export function SideMenu({ open, temporary, connectionsAlert, onClose }: SideMenuProps) {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const admin = isAdmin(user);
  const plan = usePlan(user.companyId);
  // A plan that failed to load counts as every flag on (spec 2 §3: a missing flag counts as true).
  const planFlags = plan.isError ? {} : plan.data;
  // Spec 1 §2: the Chats entry shows a dot while the user has unread internal messages (the top bar's query).
  const unreadChats = useChatUnreads(user.id, plan.data?.useInternalChat !== false).unreads > 0;
  const menu = buildMenu({ isAdmin: admin, isSuper: user.super, planFlags, cshow: sessionStore.campaignsFlag() });

  return (
    <>
      {temporary && open && <div className="drawer-backdrop" onClick={onClose} aria-hidden="true" />}
      <aside className="drawer" aria-hidden={!open} inert={!open} data-testid="side-menu">
        <DrawerBrand />
        <nav className="drawer-nav" aria-label={t('menu.navigation')}>
          <MenuList items={menu.main} connectionsAlert={false} unreadChats={unreadChats} />
          {menu.admin.length > 0 && (
            <div className="menu-block" data-testid="admin-block">
              <p className="menu-heading">{t('menu.administration')}</p>
              <MenuList items={menu.admin} connectionsAlert={connectionsAlert} />
            </div>
          )}
        </nav>
        <p className="drawer-version">{t('common.version', { version: APP_VERSION })}</p>
      </aside>
    </>
  );
}
