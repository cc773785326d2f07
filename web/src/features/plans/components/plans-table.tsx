import { PLAN_FLAGS } from '@domain/plans/schema';
import { useTranslation } from 'react-i18next';
import { SelectableRow } from '../../../components/ui/selectable-row';
import { TableStatus } from '../../../components/ui/table-status';
import type { PlanRecord } from '../api/get-plans';
import { formatPlanValue } from '../plan-form-values';

interface PlansTableProps {
  plans: PlanRecord[] | undefined;
  loading: boolean;
  failed: boolean;
  selectedId: string | undefined;
  onSelect: (plan: PlanRecord) => void;
}

/** The plans under the Planos form; a row (click, or Enter on it) loads its plan into the form. */
export function PlansTable({ plans, loading, failed, selectedId, onSelect }: PlansTableProps) {
  const { t, i18n } = useTranslation();
  return (
    <div className="card table-card plan-table-card">
      <table className="table" data-testid="plans-table">
        <thead>
          <tr>
            <th>{t('plans.form.name')}</th>
            <th className="cell-number">{t('plans.form.users')}</th>
            <th className="cell-number">{t('plans.form.connections')}</th>
            <th className="cell-number">{t('plans.form.queues')}</th>
            <th className="cell-number">{t('plans.form.value')}</th>
            {PLAN_FLAGS.map((flag) => (
              <th key={flag}>{t(`plans.flags.${flag}`)}</th>
            ))}
          </tr>
        </thead>
        <tbody>
          {plans?.map((plan) => (
            <SelectableRow key={plan.id} selected={plan.id === selectedId} onSelect={() => onSelect(plan)}>
              <td>{plan.name}</td>
              <td className="cell-number">{plan.users}</td>
              <td className="cell-number">{plan.connections}</td>
              <td className="cell-number">{plan.queues}</td>
              <td className="cell-number plan-value">{formatPlanValue(plan.value, i18n.language)}</td>
              {PLAN_FLAGS.map((flag) => (
                <td key={flag} className={plan[flag] ? undefined : 'muted'}>
                  {t(plan[flag] ? 'plans.yes' : 'plans.no')}
                </td>
              ))}
            </SelectableRow>
          ))}
        </tbody>
      </table>
      {failed ? (
        <p className="table-status muted" role="alert">
          {t('plans.loadFailed')}
        </p>
      ) : (
        <TableStatus loading={loading} empty={plans?.length === 0} />
      )}
    </div>
  );
}
