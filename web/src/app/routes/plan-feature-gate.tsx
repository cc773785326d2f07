import { Navigate, Outlet } from 'react-router-dom';
import { FullPageSpinner } from '../../components/ui/spinner';
import { usePlan } from '../../features/companies/api/get-plan';
import { useCurrentUser } from '../../lib/auth/session-provider';
import type { PlanFlags } from '../layout/menu-items';

/**
 * The routes of a plan feature (spec 1 §2: kanban, schedules, internal chat…) exist only while the company's plan
 * has its flag on, as the menu shows it (a missing flag, or a plan that failed to load, counts as on); otherwise
 * the address leads to the start page. The API refuses the feature's calls as well (docs/decisions/036).
 */
export function PlanFeatureGate({ flag }: { flag: keyof PlanFlags }) {
  const user = useCurrentUser();
  const plan = usePlan(user.companyId);
  if (plan.isPending) return <FullPageSpinner />;
  return plan.data?.[flag] === false ? <Navigate to="/" replace /> : <Outlet />;
}
