import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../../components/ui/icons';
import { Page } from '../../../components/ui/page';
import { Spinner } from '../../../components/ui/spinner';
import { useCurrentUser } from '../../../lib/auth/session-provider';
import { useDashboard } from '../api/get-dashboard';
import { defaultDashboardFilter, toDashboardQuery, type DashboardFilter } from '../dashboard-filter';
import { useAttendantsPresence } from '../hooks/use-attendants-presence';
import { AttendantsTable } from './attendants-table';
import { DashboardCards } from './dashboard-cards';
import { DashboardFilterBar } from './dashboard-filter-bar';
import { TicketsByHourChart } from './tickets-by-hour-chart';

/** Spec 1 §2 Dashboard (admins only): counters, filter, today's tickets by hour and the attendants. */
export function DashboardPage() {
  const { t } = useTranslation();
  const [initialFilter] = useState(() => defaultDashboardFilter(new Date()));
  const [applied, setApplied] = useState<DashboardFilter>(initialFilter);
  const query = toDashboardQuery(applied);
  const { data, isLoading, isError } = useDashboard(query);
  useAttendantsPresence(useCurrentUser().companyId);

  return (
    <Page title={t('menu.dashboard')}>
      <DashboardFilterBar initialFilter={initialFilter} onApply={setApplied} />
      {query === null ? (
        <div className="card empty-state compact" data-testid="dashboard-parametrize">
          <Icon name="info" size={28} />
          <p>{t('dashboard.parametrizeFilter')}</p>
        </div>
      ) : isLoading ? (
        <div className="table-status">
          <Spinner />
        </div>
      ) : data ? (
        <div className="dashboard-content" data-testid="dashboard-content">
          <DashboardCards data={data} />
          <TicketsByHourChart data={data} />
          {data.attendants.length > 0 && <AttendantsTable attendants={data.attendants} />}
        </div>
      ) : (
        isError && <p className="table-status muted">{t('common.noRecords')}</p>
      )}
    </Page>
  );
}
