import { SignupBody } from '@domain/companies/signup-schema';
import { useMutation } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { FieldFrame, TextField } from '../../../components/ui/field';
import type { FieldErrors } from '../../../lib/form';
import { toast } from '../../../lib/toast';
import { signUp, usePublicPlans } from '../api/signup';
import { SIGNUP_NS } from '../texts';

const EMPTY = { name: '', email: '', phone: '', password: '', planId: '' };
type Values = typeof EMPTY;

/**
 * /signup (spec 2 §2): a visitor creates a company on a 7-day trial and its first admin, then logs in. The
 * `companyId` of the query string is read as the spec says; it names no behaviour, so nothing else uses it.
 */
export function SignupPage() {
  const { t, i18n } = useTranslation(SIGNUP_NS);
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const [values, setValues] = useState<Values>(EMPTY);
  const [attempted, setAttempted] = useState(false);
  const plans = usePublicPlans();
  // Spec 2 §9: prices in BRL with 2 decimals; the plans' own formatter carries the Planos form's schema.
  const brl = new Intl.NumberFormat(i18n.language === 'pt' ? 'pt-BR' : i18n.language, {
    style: 'currency',
    currency: 'BRL',
  });
  const mutation = useMutation({
    mutationFn: signUp,
    onSuccess: () => {
      toast.success(t('success'), 5000);
      navigate('/login', { replace: true });
    },
  });

  const set = (field: keyof Values) => (event: { target: { value: string } }) =>
    setValues((current) => ({ ...current, [field]: event.target.value }));

  // ADR 027: nothing until the first try, then the schema's verdict on the current values, so a corrected field
  // loses its message as it is typed. The first message of each field, as lib/form's zodFieldErrors gives it:
  // importing lib/form here moves a shared chunk into the first load (tests/e2e/web-first-load.e2e.test.ts).
  const checked = SignupBody.safeParse(values);
  const errors: FieldErrors =
    !attempted || checked.success
      ? {}
      : Object.fromEntries(Object.entries(checked.error.flatten().fieldErrors).map(([key, list]) => [key, list?.[0]]));

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setAttempted(true);
    if (checked.success) mutation.mutate(checked.data);
  };

  const chosen = plans.data?.find((plan) => plan.id === values.planId);

  return (
    <main className="auth-screen" data-company-id={params.get('companyId') ?? undefined}>
      <div className="auth-card card">
        <div className="brand brand-large">
          <span className="brand-mark" aria-hidden="true" />
          <span>{t('common.appName', { ns: 'translation' })}</span>
        </div>
        <h1 className="auth-title">{t('title')}</h1>
        <p className="muted">{t('subtitle')}</p>
        <form className="form-grid" onSubmit={onSubmit} noValidate data-testid="signup-form">
          <TextField
            label={t('name')}
            name="name"
            autoComplete="organization"
            value={values.name}
            onChange={set('name')}
            error={errors.name}
            autoFocus
          />
          <TextField
            label={t('email')}
            name="email"
            type="email"
            autoComplete="email"
            value={values.email}
            onChange={set('email')}
            error={errors.email}
          />
          <TextField
            label={t('phone')}
            name="phone"
            type="tel"
            autoComplete="tel"
            value={values.phone}
            onChange={set('phone')}
            error={errors.phone}
          />
          <TextField
            label={t('password')}
            name="password"
            type="password"
            autoComplete="new-password"
            value={values.password}
            onChange={set('password')}
            error={errors.password}
          />
          <FieldFrame
            label={t('plan')}
            error={errors.planId ?? (plans.isError ? t('plansFailed') : undefined)}
            hint={
              chosen &&
              t('planDetails', { users: chosen.users, connections: chosen.connections, queues: chosen.queues })
            }
          >
            {({ inputId, describedBy }) => (
              <select
                id={inputId}
                name="planId"
                className="input"
                aria-describedby={describedBy}
                value={values.planId}
                onChange={set('planId')}
              >
                <option value="">{t('choosePlan')}</option>
                {(plans.data ?? []).map((plan) => (
                  <option key={plan.id} value={plan.id}>
                    {t('planOption', { name: plan.name, value: brl.format(plan.value) })}
                  </option>
                ))}
              </select>
            )}
          </FieldFrame>
          <button type="submit" className="btn btn-primary btn-block" disabled={mutation.isPending}>
            {t('submit')}
          </button>
        </form>
        <p className="auth-signup">
          {t('haveAccount')} <Link to="/login">{t('login')}</Link>
        </p>
      </div>
    </main>
  );
}
