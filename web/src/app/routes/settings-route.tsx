import { SettingsPage } from '../../features/settings/components/settings-page';
import { isAdmin, useCurrentUser } from '../../lib/auth/session-provider';

export function SettingsRoute() {
  const user = useCurrentUser();
  return <SettingsPage companyId={user.companyId} canEdit={isAdmin(user)} isSuper={user.super} />;
}
