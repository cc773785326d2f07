import { WelcomePage } from '../../features/home/components/welcome-page';
import { isAdmin, useCurrentUser } from '../../lib/auth/session-provider';
import { PlaceholderRoute } from './placeholder-route';

/** `/` is the dashboard for admins (spec 1 §6) and a welcome for everyone else. */
export function HomeRoute() {
  const user = useCurrentUser();
  return isAdmin(user) ? <PlaceholderRoute titleKey="menu.dashboard" /> : <WelcomePage userName={user.name} />;
}
