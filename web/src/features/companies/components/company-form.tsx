import { RECURRENCES, type Company } from '@domain/companies/schema';
import { useTranslation } from 'react-i18next';
import { DateInput } from '../../../components/ui/date-input';
import { TextField } from '../../../components/ui/field';
import { useRecordForm } from '../../../hooks/use-save-form';
import type { PlanRecord } from '../../plans/api/get-plans';
import { SelectField } from '../../tickets/components/select-field';
import { useCreateCompany, useUpdateCompany } from '../api/save-company';
import { companyToForm, emptyCompanyForm, toCompanyPayload, type CompanyFormValues } from '../company-form-values';
import { advanceDueDate, type Recurrence } from '../due-date';

interface CompanyFormProps {
  /** The company loaded from the table; null while adding a new one. */
  company: Company | null;
  plans: PlanRecord[];
  onSaved: () => void;
  onClear: () => void;
  onDelete: (company: Company) => void;
}

const SWITCHES = ['status', 'campaignsEnabled'] as const;

/** The Empresas tab's form (spec 2 §2); the first admin's password only while creating a company. */
export function CompanyForm({ company, plans, onSaved, onClear, onDelete }: CompanyFormProps) {
  const { t } = useTranslation();
  const { values, errors, change, onSubmit, saving } = useRecordForm({
    id: company?.id,
    initialValues: company ? companyToForm(company) : emptyCompanyForm,
    check: (formValues: CompanyFormValues) => toCompanyPayload(formValues, !company),
    create: useCreateCompany(),
    update: useUpdateCompany(),
    savedMessage: t('common.operationSuccess'),
    onSaved,
  });
  const text = (field: 'name' | 'email' | 'phone' | 'password') => (event: { target: { value: string } }) =>
    change({ [field]: event.target.value });
  const recurrences = RECURRENCES.map((id) => ({ id, name: t(`companies.recurrences.${id}`) }));

  return (
    <form className="company-form" onSubmit={onSubmit} noValidate data-testid="company-form">
      <div className="company-form-fields">
        <TextField label={t('companies.form.name')} value={values.name} error={errors.name} onChange={text('name')} />
        <TextField
          label={t('companies.form.email')}
          type="email"
          autoComplete="off"
          value={values.email}
          error={errors.email}
          onChange={text('email')}
        />
        <TextField
          label={t('companies.form.phone')}
          type="tel"
          value={values.phone}
          error={errors.phone}
          onChange={text('phone')}
        />
        <SelectField
          label={t('companies.form.plan')}
          value={values.planId}
          options={plans}
          emptyOption={t('companies.form.choosePlan')}
          error={errors.planId}
          onChange={(planId) => change({ planId })}
        />
        <SelectField
          label={t('companies.form.recurrence')}
          value={values.recurrence}
          options={recurrences}
          onChange={(recurrence) => change({ recurrence: recurrence as Recurrence })}
        />
        <div className="company-due-date">
          <DateInput
            label={t('companies.form.dueDate')}
            value={values.dueDate}
            onChange={(dueDate) => change({ dueDate })}
          />
          <button
            type="button"
            className="btn btn-ghost"
            onClick={() => change({ dueDate: advanceDueDate(values.dueDate, values.recurrence) })}
          >
            {t('companies.form.addDueDate')}
          </button>
        </div>
        {!company && (
          <TextField
            label={t('companies.form.password')}
            type="password"
            autoComplete="new-password"
            value={values.password}
            error={errors.password}
            hint={t('companies.form.passwordHint')}
            onChange={text('password')}
          />
        )}
      </div>
      <div className="company-switches">
        {SWITCHES.map((field) => (
          <label key={field} className="switch-field">
            <input
              type="checkbox"
              role="switch"
              checked={values[field]}
              onChange={(event) => change({ [field]: event.target.checked })}
            />
            <span>{t(`companies.form.${field}`)}</span>
          </label>
        ))}
      </div>
      <div className="company-form-actions">
        <button type="button" className="btn btn-ghost" onClick={onClear}>
          {t('companies.form.clear')}
        </button>
        {company && (
          <button type="button" className="btn btn-danger" onClick={() => onDelete(company)}>
            {t('companies.form.delete')}
          </button>
        )}
        <button type="submit" className="btn btn-primary" disabled={saving}>
          {t('companies.form.save')}
        </button>
      </div>
    </form>
  );
}
