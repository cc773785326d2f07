import { useTranslation } from 'react-i18next';
import {
  Bar,
  BarChart,
  CartesianGrid,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
  type TooltipContentProps,
  type TooltipValueType,
} from 'recharts';
import type { hourBuckets } from '../dashboard-filter';

/** Theme tokens (styles/tokens.css), so the chart follows the light and dark themes like the rest of the page. */
const colours = {
  bar: 'var(--accent)',
  cursor: 'var(--accent-soft)',
  grid: 'var(--border)',
  axis: 'var(--border-strong)',
  label: 'var(--text-muted)',
};
const tick = { fill: colours.label, fontSize: 12 };

function HourTooltip({ active, payload, label }: TooltipContentProps<TooltipValueType, string | number>) {
  const { t } = useTranslation();
  const count = payload?.[0]?.value;
  if (!active || count === undefined) return null;
  return (
    <div className="hour-chart-tooltip" data-testid="dashboard-chart-tooltip">
      {t('dashboard.chartBar', { hour: label, count })}
    </div>
  );
}

/**
 * The 24 bars with the hours and counts on the axes and the hour's count on hover or keyboard focus. Recharts is
 * the largest library of the app: it is a chunk of its own, fetched when the dashboard shows (docs/decisions/032).
 */
export function HourBars({ buckets }: { buckets: ReturnType<typeof hourBuckets> }) {
  // Whole tickets only, and no more ticks than counts: a day with one ticket reads 0–1, not 0–4.
  const busiest = Math.max(0, ...buckets.map((bucket) => bucket.count));
  return (
    <ResponsiveContainer width="100%" height="100%">
      <BarChart data={buckets} margin={{ top: 8, right: 8, bottom: 0, left: 0 }}>
        <CartesianGrid vertical={false} stroke={colours.grid} />
        <XAxis
          dataKey="hour"
          interval="equidistantPreserveStart"
          minTickGap={8}
          tick={tick}
          tickLine={false}
          stroke={colours.axis}
        />
        <YAxis
          allowDecimals={false}
          domain={[0, Math.max(1, busiest)]}
          tickCount={Math.min(5, Math.max(1, busiest) + 1)}
          width={36}
          tick={tick}
          tickLine={false}
          axisLine={false}
        />
        <Tooltip content={HourTooltip} cursor={{ fill: colours.cursor }} isAnimationActive={false} />
        <Bar dataKey="count" fill={colours.bar} radius={[4, 4, 0, 0]} maxBarSize={28} isAnimationActive={false} />
      </BarChart>
    </ResponsiveContainer>
  );
}
