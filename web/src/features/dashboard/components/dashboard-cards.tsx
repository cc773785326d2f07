import type { DashboardData } from '@domain/dashboard/schema';
import type { ParseKeys } from 'i18next';
import { useTranslation } from 'react-i18next';
import { formatMinutes } from '../dashboard-filter';

interface CardSpec {
  id: string;
  label: ParseKeys;
  value: (data: DashboardData) => string;
  tone: string;
}

const CARDS: CardSpec[] = [
  { id: 'pending', label: 'dashboard.cards.pending', value: (data) => String(data.supportPending), tone: 'warning' },
  { id: 'happening', label: 'dashboard.cards.happening', value: (data) => String(data.supportHappening), tone: 'info' },
  { id: 'finished', label: 'dashboard.cards.finished', value: (data) => String(data.supportFinished), tone: 'success' },
  { id: 'leads', label: 'dashboard.cards.leads', value: (data) => String(data.leads), tone: 'accent' },
  {
    id: 'avg-support-time',
    label: 'dashboard.cards.avgSupportTime',
    value: (data) => formatMinutes(data.avgSupportTime),
    tone: 'info',
  },
  {
    id: 'avg-wait-time',
    label: 'dashboard.cards.avgWaitTime',
    value: (data) => formatMinutes(data.avgWaitTime),
    tone: 'warning',
  },
];

/** The six counters of spec 1 §2; the two averages read as hours and minutes. */
export function DashboardCards({ data }: { data: DashboardData }) {
  const { t } = useTranslation();
  return (
    <div className="dashboard-cards">
      {CARDS.map((card) => (
        <article
          key={card.id}
          className={`card dashboard-card tone-${card.tone}`}
          data-testid={`dashboard-card-${card.id}`}
        >
          <h2 className="dashboard-card-label">{t(card.label)}</h2>
          <p className="dashboard-card-value">{card.value(data)}</p>
        </article>
      ))}
    </div>
  );
}
