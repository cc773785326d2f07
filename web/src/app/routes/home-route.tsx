import { WelcomePage } from '../../features/home/components/welcome-page';
import { isAdmin, useCurrentUser } from '../../lib/auth/session-provider';
import { DashboardPage } from '../lazy/pages';

/**
 * `/` is the dashboard for admins (spec 1 §2, §6) and a welcome for everyone else. The dashboard is a chunk of its
 * own (docs/decisions/025, 032); the shell's Suspense shows the page frame while it loads.
 */
export function HomeRoute() {
  const user = useCurrentUser();
  if (!isAdmin(user)) return <WelcomePage userName={user.name} />;
  return <DashboardPage />;
}
