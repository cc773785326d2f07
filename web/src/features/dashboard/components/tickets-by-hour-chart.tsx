import type { DashboardData } from '@domain/dashboard/schema';
import { useTranslation } from 'react-i18next';
import { barPercent, hourBuckets } from '../dashboard-filter';

/** Today's tickets by hour: 24 CSS bars scaled to the busiest hour, the day's total in the title. */
export function TicketsByHourChart({ data }: { data: Pick<DashboardData, 'ticketsByHour' | 'ticketsToday'> }) {
  const { t } = useTranslation();
  const buckets = hourBuckets(data.ticketsByHour);
  const max = Math.max(0, ...buckets.map((bucket) => bucket.count));

  return (
    <section className="card dashboard-chart" data-testid="dashboard-chart">
      <h2 className="dashboard-section-title" data-testid="dashboard-chart-title">
        {t('dashboard.chartTitle', { count: data.ticketsToday })}
      </h2>
      <ol className="hour-chart">
        {buckets.map(({ hour, count }) => {
          const label = t('dashboard.chartBar', { hour, count });
          return (
            <li
              key={hour}
              className="hour-chart-column"
              title={label}
              aria-label={label}
              data-testid={`dashboard-bar-${hour}`}
              data-count={count}
            >
              <span className="hour-chart-track">
                <span className="hour-chart-bar" style={{ height: `${barPercent(count, max)}%` }}>
                  {count > 0 && <span className="hour-chart-count">{count}</span>}
                </span>
              </span>
              <span className="hour-chart-label">{hour}</span>
            </li>
          );
        })}
      </ol>
    </section>
  );
}
