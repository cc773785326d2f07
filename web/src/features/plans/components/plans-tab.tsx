import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { useRecordEditor } from '../../../hooks/use-record-editor';
import { useDeletePlan } from '../api/delete-plan';
import { usePlans, type PlanRecord } from '../api/get-plans';
import { usePlansRealtime } from '../hooks/use-plans-realtime';
import { PlanForm } from './plan-form';
import { PlansTable } from './plans-table';
import './plans.css';

/** Settings › Planos (super users, spec 2 §2): the form on top, the plans below; Excluir asks first. */
export function PlansTab({ companyId }: { companyId: string }) {
  const { t } = useTranslation();
  const { data: plans, isLoading, isError } = usePlans();
  usePlansRealtime(companyId);
  const deletePlan = useDeletePlan();
  const { editing, formKey, load, deletion } = useRecordEditor(
    (plan: PlanRecord) => deletePlan.mutateAsync(plan.id),
    t('common.operationSuccess'),
  );

  return (
    <div className="plans-tab" data-testid="plans-tab">
      <PlanForm
        key={formKey}
        plan={editing}
        onSaved={() => load(null)}
        onClear={() => load(null)}
        onDelete={deletion.ask}
      />
      <PlansTable plans={plans} loading={isLoading} failed={isError} selectedId={editing?.id} onSelect={load} />
      <ConfirmDialog
        open={deletion.target !== null}
        title={t('plans.deleteTitle')}
        onConfirm={deletion.confirm}
        onClose={deletion.cancel}
        busy={deletion.busy}
      >
        {t('plans.deleteMessage', { name: deletion.target?.name ?? '' })}
      </ConfirmDialog>
    </div>
  );
}

export default PlansTab;
