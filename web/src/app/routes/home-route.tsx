import { lazy, Suspense } from 'react';
import { Spinner } from '../../components/ui/spinner';
import { WelcomePage } from '../../features/home/components/welcome-page';
import { isAdmin, useCurrentUser } from '../../lib/auth/session-provider';

/** The dashboard and its chart library load only when an admin opens it (docs/decisions/025). */
const DashboardPage = lazy(async () => ({
  default: (await import('../../features/dashboard/components/dashboard-page')).DashboardPage,
}));

/** `/` is the dashboard for admins (spec 1 §6) and a welcome for everyone else. */
export function HomeRoute() {
  const user = useCurrentUser();
  if (!isAdmin(user)) return <WelcomePage userName={user.name} />;
  return (
    <Suspense
      fallback={
        <div className="table-status">
          <Spinner />
        </div>
      }
    >
      <DashboardPage />
    </Suspense>
  );
}
