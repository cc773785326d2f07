import { Navigate, Outlet } from 'react-router-dom';
import { FullPageSpinner } from '../../components/ui/spinner';
import { useCurrentUser } from '../../lib/auth/session-provider';
import { sessionStore } from '../../lib/session-store';
import { usePlan } from '../../features/companies/api/get-plan';
import { campaignsVisible } from '../layout/menu-items';

/** Campaign routes exist only for companies that see the Campaigns menu (spec 3 §2). */
export function CampaignsGate() {
  const user = useCurrentUser();
  const plan = usePlan(user.companyId);
  if (plan.isPending) return <FullPageSpinner />;
  const visible = campaignsVisible({ planFlags: plan.data ?? {}, cshow: sessionStore.campaignsFlag() });
  return visible ? <Outlet /> : <Navigate to="/" replace />;
}
