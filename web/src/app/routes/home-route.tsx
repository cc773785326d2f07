import { DashboardPage } from '../../features/dashboard/components/dashboard-page';
import { WelcomePage } from '../../features/home/components/welcome-page';
import { isAdmin, useCurrentUser } from '../../lib/auth/session-provider';

/** `/` is the dashboard for admins (spec 1 §6) and a welcome for everyone else. */
export function HomeRoute() {
  const user = useCurrentUser();
  return isAdmin(user) ? <DashboardPage /> : <WelcomePage userName={user.name} />;
}
