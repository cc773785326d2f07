import { Navigate, Outlet } from 'react-router-dom';
import { FullPageSpinner } from '../../components/ui/spinner';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../components/ui/icons';
import { Page } from '../../components/ui/page';
import { isAdmin, useCurrentUser, useSession } from '../../lib/auth/session-provider';

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

/**
 * Administration pages (spec 1 §6): an agent who types the address sees that it is not for them; the server
 * refuses their writes either way.
 */
export function AdminOnly() {
  const user = useCurrentUser();
  const { t } = useTranslation();
  if (isAdmin(user)) return <Outlet />;
  return (
    <Page title={t('pages.notAllowed')}>
      <div className="card empty-state" data-testid="not-allowed">
        <Icon name="lock" size={36} />
        <p>{t('pages.notAllowed')}</p>
      </div>
    </Page>
  );
}
