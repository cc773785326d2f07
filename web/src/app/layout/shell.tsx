import { Suspense, useEffect, useState } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { useMediaQuery } from '../../hooks/use-media-query';
import { useConnectionsAlert } from '../../features/connections/hooks/use-connections-alert';
import { isAdmin, useCurrentUser } from '../../lib/auth/session-provider';
import { useRealtimeSync } from '../use-realtime-sync';
import { AFTER_SHELL } from '../lazy/pages';
import { PageSkeleton } from '../lazy/skeletons';
import { usePrefetch } from '../lazy/lazy-page';
import { MOBILE_QUERY } from './mobile-query';
import { SideMenu } from './side-menu';
import { TopBar } from './top-bar';

export function Shell() {
  const user = useCurrentUser();
  useRealtimeSync(user);
  // One reading for the menu's badge and the top bar's link, so both show and go together.
  const connectionsAlert = useConnectionsAlert(isAdmin(user));
  const temporaryDrawer = useMediaQuery(MOBILE_QUERY);
  const [drawerOpen, setDrawerOpen] = useState(!temporaryDrawer);
  const { pathname } = useLocation();
  usePrefetch(AFTER_SHELL);

  useEffect(() => setDrawerOpen(!temporaryDrawer), [temporaryDrawer]);
  useEffect(() => {
    if (temporaryDrawer) setDrawerOpen(false);
  }, [pathname, temporaryDrawer]);

  return (
    <div className={`shell${drawerOpen ? ' drawer-open' : ''}${temporaryDrawer ? ' drawer-temporary' : ''}`}>
      <SideMenu
        open={drawerOpen}
        temporary={temporaryDrawer}
        connectionsAlert={connectionsAlert}
        onClose={() => setDrawerOpen(false)}
      />
      <div className="shell-main">
        <TopBar
          drawerOpen={drawerOpen}
          connectionsAlert={connectionsAlert}
          onToggleDrawer={() => setDrawerOpen((open) => !open)}
        />
        <main className="shell-content">
          {/* A page's first visit shows its frame while its chunk loads; later navigations keep the old page. */}
          <Suspense fallback={<PageSkeleton />}>
            <Outlet />
          </Suspense>
        </main>
      </div>
    </div>
  );
}
