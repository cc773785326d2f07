import type { DashboardData } from '@domain/dashboard/schema';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { hourBuckets } from '../dashboard-filter';

const HourBars = lazy(async () => ({ default: (await import('./hour-bars')).HourBars }));

/**
 * Today's tickets by hour (spec 1 §2): 24 bars from 01:00 to 00:00 with the hours and counts on the axes, the
 * hour's count on hover or keyboard focus, the day's total in the title. The title and the chart's box show at
 * once; the bars arrive with their chunk (recharts) into the box's fixed height, so nothing moves.
 */
export function TicketsByHourChart({ data }: { data: Pick<DashboardData, 'ticketsByHour' | 'ticketsToday'> }) {
  const { t } = useTranslation();
  const buckets = hourBuckets(data.ticketsByHour);
  return (
    <section className="card dashboard-chart" data-testid="dashboard-chart">
      <h2 className="dashboard-section-title" data-testid="dashboard-chart-title">
        {t('dashboard.chartTitle', { count: data.ticketsToday })}
      </h2>
      <div className="hour-chart">
        <Suspense fallback={null}>
          <HourBars buckets={buckets} />
        </Suspense>
      </div>
    </section>
  );
}
