import { PLAN_FLAGS } from '@domain/plans/schema';
import { useTranslation } from 'react-i18next';
import { TextField } from '../../../components/ui/field';
import { useRecordForm } from '../../../hooks/use-save-form';
import type { PlanRecord } from '../api/get-plans';
import { useCreatePlan, useUpdatePlan } from '../api/save-plan';
import { emptyPlanForm, planToForm, toPlanPayload, type PlanFormValues } from '../plan-form-values';

interface PlanFormProps {
  /** The plan loaded from the table; null while adding a new one. */
  plan: PlanRecord | null;
  onSaved: () => void;
  onClear: () => void;
  onDelete: (plan: PlanRecord) => void;
}

const COUNTS = ['users', 'connections', 'queues'] as const;

/** The Planos tab's form (spec 2 §2): name, counts, value in BRL, the seven feature toggles. */
export function PlanForm({ plan, onSaved, onClear, onDelete }: PlanFormProps) {
  const { t, i18n } = useTranslation();
  const { values, errors, change, onSubmit, saving } = useRecordForm({
    id: plan?.id,
    initialValues: plan ? planToForm(plan, i18n.language) : emptyPlanForm,
    check: toPlanPayload,
    create: useCreatePlan(),
    update: useUpdatePlan(),
    savedMessage: t('common.operationSuccess'),
    onSaved,
  });
  const set = (field: keyof PlanFormValues) => (event: { target: { value: string } }) =>
    change({ [field]: event.target.value });

  return (
    <form className="plan-form" onSubmit={onSubmit} noValidate data-testid="plan-form">
      <div className="plan-form-fields">
        <TextField
          label={t('plans.form.name')}
          value={values.name}
          error={errors.name}
          maxLength={100}
          onChange={set('name')}
        />
        {COUNTS.map((field) => (
          <TextField
            key={field}
            label={t(`plans.form.${field}`)}
            type="number"
            inputMode="numeric"
            min={0}
            step={1}
            value={values[field]}
            error={errors[field]}
            onChange={set(field)}
          />
        ))}
        <TextField
          label={t('plans.form.value')}
          inputMode="decimal"
          value={values.value}
          error={errors.value}
          hint={t('plans.form.valueHint')}
          onChange={set('value')}
        />
      </div>
      <fieldset className="plan-flags">
        <legend>{t('plans.form.features')}</legend>
        {PLAN_FLAGS.map((flag) => (
          <label key={flag} className="switch-field">
            <input
              type="checkbox"
              role="switch"
              checked={values[flag]}
              onChange={(event) => change({ [flag]: event.target.checked })}
            />
            <span>{t(`plans.flags.${flag}`)}</span>
          </label>
        ))}
      </fieldset>
      <div className="plan-form-actions">
        <button type="button" className="btn btn-ghost" onClick={onClear}>
          {t('plans.form.clear')}
        </button>
        {plan && (
          <button type="button" className="btn btn-danger" onClick={() => onDelete(plan)}>
            {t('plans.form.delete')}
          </button>
        )}
        <button type="submit" className="btn btn-primary" disabled={saving}>
          {t('plans.form.save')}
        </button>
      </div>
    </form>
  );
}
