import { DASHBOARD_PERIODS } from '@domain/dashboard/constants';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { DateInput } from '../../../components/ui/date-input';
import { FieldFrame } from '../../../components/ui/field';
import type { DashboardFilter, FilterType, PeriodDays } from '../dashboard-filter';

interface DashboardFilterBarProps {
  initialFilter: DashboardFilter;
  /** Called by the Filter button with the filter as chosen. */
  onApply: (filter: DashboardFilter) => void;
}

/** Filter type (date range or period), its fields and the Filter button. */
export function DashboardFilterBar({ initialFilter, onApply }: DashboardFilterBarProps) {
  const { t } = useTranslation();
  const [filter, setFilter] = useState(initialFilter);
  const change = (changes: Partial<DashboardFilter>) => setFilter((current) => ({ ...current, ...changes }));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onApply(filter);
  };

  return (
    <form className="card dashboard-filter" onSubmit={submit} data-testid="dashboard-filter-form">
      <FieldFrame label={t('dashboard.filterType')}>
        {({ inputId }) => (
          <select
            id={inputId}
            className="input"
            value={filter.type}
            data-testid="dashboard-filter-type"
            onChange={(event) => change({ type: event.target.value as FilterType })}
          >
            <option value="dates">{t('dashboard.filterTypes.dates')}</option>
            <option value="period">{t('dashboard.filterTypes.period')}</option>
          </select>
        )}
      </FieldFrame>
      {filter.type === 'dates' ? (
        <>
          <DateInput
            label={t('dashboard.dateFrom')}
            value={filter.dateFrom}
            max={filter.dateTo || undefined}
            data-testid="dashboard-date-from"
            onChange={(dateFrom) => change({ dateFrom })}
          />
          <DateInput
            label={t('dashboard.dateTo')}
            value={filter.dateTo}
            min={filter.dateFrom || undefined}
            data-testid="dashboard-date-to"
            onChange={(dateTo) => change({ dateTo })}
          />
        </>
      ) : (
        <FieldFrame label={t('dashboard.period')}>
          {({ inputId }) => (
            <select
              id={inputId}
              className="input"
              value={filter.days}
              data-testid="dashboard-period"
              onChange={(event) => change({ days: Number(event.target.value) as PeriodDays })}
            >
              <option value={0}>{t('dashboard.periodNone')}</option>
              {DASHBOARD_PERIODS.map((days) => (
                <option key={days} value={days}>
                  {t('dashboard.periodDays', { count: days })}
                </option>
              ))}
            </select>
          )}
        </FieldFrame>
      )}
      <button type="submit" className="btn btn-primary dashboard-filter-button" data-testid="dashboard-filter">
        {t('dashboard.filter')}
      </button>
    </form>
  );
}
