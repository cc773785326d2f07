import { Navigate, Outlet } from 'react-router-dom';
import { FullPageSpinner } from '../../components/ui/spinner';
import { useSession } from '../../lib/auth/session-provider';

/** Private pages send visitors who are not logged in to /login (spec 3 §2). */
export function PrivateOnly() {
  const { state } = useSession();
  if (state.status === 'loading') return <FullPageSpinner />;
  if (state.status === 'signed-out') return <Navigate to="/login" replace />;
  return <Outlet />;
}

/** Public pages send logged-in users to /. */
export function PublicOnly() {
  const { state } = useSession();
  if (state.status === 'loading') return <FullPageSpinner />;
  if (state.status === 'signed-in') return <Navigate to="/" replace />;
  return <Outlet />;
}
