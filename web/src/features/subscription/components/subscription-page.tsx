import type { Company } from '@domain/companies/schema';
import type { Invoice } from '@domain/invoices/schema';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Page } from '../../../components/ui/page';
import { api } from '../../../lib/api-client';
import { TextField } from '../../../components/ui/field';
import { isAdmin, useCurrentUser } from '../../../lib/auth/session-provider';
import { SIGNUP_NS } from '../../signup/texts';
import { useOpenInvoice } from '../api/open-invoice';
import { trialDaysLeft } from '../trial-days';

// The checkout (and, once a charge exists, the QR library) load when 'Assine Agora!' is pressed.
const CheckoutDialog = lazy(() =>
  import('../../invoices/components/checkout-dialog').then((module) => ({ default: module.CheckoutDialog })),
);

/**
 * /subscription (spec 2 §2): the trial days left and the billing e-mail, read-only, and 'Assine Agora!', which
 * opens the checkout for the company's unpaid invoice; with none yet it leads to /financeiro.
 */
export function SubscriptionPage() {
  const { t } = useTranslation(SIGNUP_NS);
  const user = useCurrentUser();
  // GET /companies/{id}, under the key the Horários tab uses (features/settings/api): importing that module here
  // moves a shared chunk into the first load (tests/e2e/web-first-load.e2e.test.ts).
  const company = useQuery({
    queryKey: ['company', user.companyId],
    queryFn: () => api.get<Company>(`/companies/${user.companyId}`),
  });
  const dueDate = company.data?.dueDate ?? user.company.dueDate;
  const days = dueDate ? trialDaysLeft(dueDate, new Date()) : undefined;
  const openInvoice = useOpenInvoice(isAdmin(user));
  const [paying, setPaying] = useState<Invoice | null>(null);

  return (
    <Page title={t('subscription.title')}>
      <section className="card subscription-card" data-testid="subscription">
        <TextField
          label={t('subscription.trial')}
          name="trialDays"
          readOnly
          value={days === undefined ? '' : t('subscription.daysLeft', { count: days })}
        />
        <TextField
          label={t('subscription.billingEmail')}
          name="billingEmail"
          type="email"
          readOnly
          value={company.data?.email ?? ''}
        />
        {openInvoice.data ? (
          <button type="button" className="btn btn-primary btn-block" onClick={() => setPaying(openInvoice.data)}>
            {t('subscription.subscribe')}
          </button>
        ) : (
          <Link to="/financeiro" className="btn btn-primary btn-block">
            {t('subscription.subscribe')}
          </Link>
        )}
        <p className="muted">{t('subscription.subscribeHint')}</p>
      </section>
      {paying && (
        <Suspense fallback={null}>
          <CheckoutDialog invoice={paying} onClose={() => setPaying(null)} />
        </Suspense>
      )}
    </Page>
  );
}
