import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { formatDate } from '../../../lib/format';
import { useSocketEvent } from '../../../lib/realtime-provider';
import { toast } from '../../../lib/toast';
import { paymentChannel, renewalOf, type Renewal } from '../payment-event';
import { BILLING_NS } from '../texts';

/** Spec 2 §9: after the payment's success the user returns to / after 4 s. */
export const RENEWAL_REDIRECT_MS = 4000;

/**
 * Spec 2 §4: on the `payment` event with action CONCLUIDA, the renewal message with the new due date, then / after
 * 4 s. The top bar's due date follows from the same event for every page (app/use-realtime-sync).
 */
export function useRenewal(companyId: string): Renewal | undefined {
  const { t } = useTranslation(BILLING_NS);
  const navigate = useNavigate();
  const [renewal, setRenewal] = useState<Renewal>();
  useSocketEvent(paymentChannel(companyId), (data) => {
    const found = renewalOf(data);
    if (!found || renewal) return;
    setRenewal(found);
    toast.success(t('pix.renewed', { date: formatDate(found.dueDate) }), RENEWAL_REDIRECT_MS);
  });
  useEffect(() => {
    if (!renewal) return;
    const timer = setTimeout(() => navigate('/'), RENEWAL_REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [renewal, navigate]);
  return renewal;
}
