import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { FieldFrame, TextField } from '../../../components/ui/field';
import { Spinner } from '../../../components/ui/spinner';
import { formatDate } from '../../../lib/format';
import { formatBRL } from '../../../lib/money';
import type { Plan } from '../../../types/api';
import { planQueryOptions } from '../../companies/api/get-plan';
import type { Invoice } from '../api/get-invoices';
import { COUNTRIES, type CheckoutErrors, type CheckoutValues } from '../checkout-form';
import { BILLING_NS } from '../texts';

interface DataStepProps {
  values: CheckoutValues;
  errors: CheckoutErrors;
  onChange: (field: keyof CheckoutValues, value: string) => void;
}

/** Step 0, Dados (spec 2 §5): full name, address, city, zip and country, all required. */
export function DataStep({ values, errors, onChange }: DataStepProps) {
  const { t } = useTranslation(BILLING_NS);
  const text = (field: Exclude<keyof CheckoutValues, 'country'>, autoComplete: string) => (
    <TextField
      label={t(`checkout.fields.${field}`)}
      name={field}
      autoComplete={autoComplete}
      value={values[field]}
      onChange={(event) => onChange(field, event.target.value)}
      error={errors[field] && t(errors[field])}
    />
  );
  return (
    <div className="form-grid checkout-data" data-testid="checkout-data">
      {text('fullName', 'name')}
      {text('address', 'street-address')}
      <div className="checkout-row">
        {text('city', 'address-level2')}
        {text('zipcode', 'postal-code')}
      </div>
      <FieldFrame label={t('checkout.fields.country')} error={errors.country && t(errors.country)}>
        {({ inputId, describedBy }) => (
          <select
            id={inputId}
            name="country"
            className="input"
            aria-invalid={Boolean(errors.country)}
            aria-describedby={describedBy}
            value={values.country}
            onChange={(event) => onChange('country', event.target.value)}
          >
            <option value="">{t('checkout.chooseCountry')}</option>
            {COUNTRIES.map((country) => (
              <option key={country} value={country}>
                {t(`checkout.countries.${country}`)}
              </option>
            ))}
          </select>
        )}
      </FieldFrame>
    </div>
  );
}

/** The company's plan (GET /companies/listPlan/{companyId}), shared by steps 1 and 2. */
export const useCompanyPlan = (companyId: string) => useQuery(planQueryOptions(companyId));

/** Step 1, Personalizar: the plan card with its users, connections, queues and monthly price (spec 2 §9). */
export function PlanStep({ plan, failed }: { plan: Plan | undefined; failed: boolean }) {
  const { t } = useTranslation(BILLING_NS);
  if (failed) return <p className="field-error">{t('checkout.plan.loadFailed')}</p>;
  if (!plan) return <Spinner size={22} />;
  return (
    <article className="plan-card" data-testid="checkout-plan">
      <p className="muted">{t('checkout.plan.heading')}</p>
      <h3 className="plan-card-name">{plan.name}</h3>
      <p className="plan-card-price">{t('checkout.plan.perMonth', { value: formatBRL(plan.value) })}</p>
      <ul className="plan-card-features">
        <li>{t('checkout.plan.users', { count: plan.users })}</li>
        <li>{t('checkout.plan.connections', { count: plan.connections })}</li>
        <li>{t('checkout.plan.queues', { count: plan.queues })}</li>
      </ul>
    </article>
  );
}

interface ReviewStepProps {
  values: CheckoutValues;
  plan: Plan | undefined;
  invoice: Invoice;
}

/** Step 2, Revisar: who pays, the plan, the invoice and its total, before the Pix is made. */
export function ReviewStep({ values, plan, invoice }: ReviewStepProps) {
  const { t } = useTranslation(BILLING_NS);
  const country = values.country === 'BR' || values.country === 'usa' ? t(`checkout.countries.${values.country}`) : '';
  const rows: [string, string][] = [
    [t('checkout.review.payer'), `${values.fullName.trim()} · ${values.address.trim()}, ${values.city.trim()}`],
    ['', `${values.zipcode.trim()} · ${country}`],
    [
      t('checkout.plan.heading'),
      plan ? `${plan.name} · ${t('checkout.plan.perMonth', { value: formatBRL(plan.value) })}` : '',
    ],
    [t('checkout.review.invoice'), invoice.detail],
    [t('checkout.review.dueDate'), formatDate(invoice.dueDate)],
  ];
  return (
    <div className="checkout-review" data-testid="checkout-review">
      <h3 className="checkout-review-heading">{t('checkout.review.heading')}</h3>
      <dl className="checkout-summary">
        {rows.map(([term, detail], index) => (
          <div key={index}>
            <dt>{term}</dt>
            <dd>{detail}</dd>
          </div>
        ))}
        <div className="checkout-total">
          <dt>{t('checkout.review.total')}</dt>
          <dd data-testid="checkout-total">{formatBRL(invoice.value)}</dd>
        </div>
      </dl>
      <p className="muted">{t('checkout.review.method')}</p>
    </div>
  );
}
