import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Modal } from '../../../components/ui/modal';
import { Spinner } from '../../../components/ui/spinner';
import { useCurrentUser } from '../../../lib/auth/session-provider';
import { formatDate } from '../../../lib/format';
import { toast } from '../../../lib/toast';
import { useCreateSubscription } from '../api/create-subscription';
import type { Invoice } from '../api/get-invoices';
import { usePayInSandbox } from '../api/pay-in-sandbox';
import {
  CHECKOUT_STEPS,
  EMPTY_CHECKOUT,
  LAST_STEP,
  stepErrors,
  subscriptionBody,
  type CheckoutStep,
  type CheckoutValues,
} from '../checkout-form';
import { useRenewal } from '../hooks/use-renewal';
import { BILLING_NS } from '../texts';
import { DataStep, PlanStep, ReviewStep, useCompanyPlan } from './checkout-steps';
import './invoices.css';

// The QR library travels with the Pix view, fetched once a charge exists.
const PixView = lazy(() => import('./pix-view').then((module) => ({ default: module.PixView })));

interface CheckoutDialogProps {
  /** The invoice to pay; the dialog is open while there is one. */
  invoice: Invoice | null;
  onClose: () => void;
}

/** Spec 2 §2, §4: Dados, Personalizar, Revisar; then the Pix view; then the renewal message and / after 4 s. */
export function CheckoutDialog({ invoice, onClose }: CheckoutDialogProps) {
  const { t } = useTranslation(BILLING_NS);
  return (
    <Modal open={Boolean(invoice)} title={t('checkout.title')} onClose={onClose} testId="checkout-dialog">
      {invoice && <Checkout key={invoice.id} invoice={invoice} />}
    </Modal>
  );
}

function Checkout({ invoice }: { invoice: Invoice }) {
  const { t } = useTranslation(BILLING_NS);
  const { companyId } = useCurrentUser();
  const [step, setStep] = useState<CheckoutStep>(0);
  const [values, setValues] = useState<CheckoutValues>(EMPTY_CHECKOUT);
  const [attempted, setAttempted] = useState(false);
  const plan = useCompanyPlan(companyId);
  const subscribe = useCreateSubscription();
  const sandboxPay = usePayInSandbox();
  const renewal = useRenewal(companyId);
  const errors = attempted ? stepErrors(step, values) : {};

  const next = () => {
    if (Object.keys(stepErrors(step, values)).length > 0) return setAttempted(true);
    setAttempted(false);
    if (step < LAST_STEP) return setStep((step + 1) as CheckoutStep);
    subscribe.mutate(subscriptionBody(values, plan.data, invoice), {
      onSuccess: () => toast.success(t('checkout.success'), 5000),
    });
  };

  if (renewal) {
    return (
      <div className="modal-body checkout-renewed" role="status" data-testid="checkout-renewed">
        <p>{t('pix.renewed', { date: formatDate(renewal.dueDate) })}</p>
      </div>
    );
  }
  const charge = subscribe.data;
  if (charge) {
    return (
      <div className="modal-body">
        <Suspense fallback={<Spinner size={22} />}>
          <PixView
            charge={charge}
            onSandboxPay={charge.sandbox ? () => sandboxPay.mutate(invoice.id) : undefined}
            sandboxBusy={sandboxPay.isPending || sandboxPay.isSuccess}
          />
        </Suspense>
      </div>
    );
  }

  return (
    <>
      <ol className="stepper" data-testid="checkout-steps">
        {CHECKOUT_STEPS.map((name, index) => (
          <li
            key={name}
            className={index === step ? 'stepper-active' : index < step ? 'stepper-done' : undefined}
            aria-current={index === step ? 'step' : undefined}
          >
            <span className="stepper-number">{index + 1}</span>
            {t(`checkout.steps.${name}`)}
          </li>
        ))}
      </ol>
      <div className="modal-body">
        {step === 0 && (
          <DataStep
            values={values}
            errors={errors}
            onChange={(field, value) => setValues((current) => ({ ...current, [field]: value }))}
          />
        )}
        {step === 1 && <PlanStep plan={plan.data} failed={plan.isError} />}
        {step === 2 && <ReviewStep values={values} plan={plan.data} invoice={invoice} />}
      </div>
      <footer className="modal-footer">
        <button
          type="button"
          className="btn btn-ghost"
          disabled={step === 0}
          onClick={() => setStep((step - 1) as CheckoutStep)}
        >
          {t('checkout.back')}
        </button>
        <button type="button" className="btn btn-primary" onClick={next} disabled={subscribe.isPending}>
          {step === LAST_STEP ? t('checkout.submit') : t('checkout.next')}
        </button>
      </footer>
    </>
  );
}
