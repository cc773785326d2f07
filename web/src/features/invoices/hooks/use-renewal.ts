import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useSocketEvent } from '../../../lib/realtime-provider';
import { paymentChannel, renewalOf, type Renewal } from '../payment-event';

/** Spec 2 §9: after the payment's success the user returns to / after 4 s. */
export const RENEWAL_REDIRECT_MS = 4000;

/**
 * Spec 2 §4: the renewal the `payment` event with action CONCLUIDA announces (the checkout shows its message with
 * the new due date), then / after 4 s. The top bar's due date follows from the same event for every page (app/use-realtime-sync).
 */
export function useRenewal(companyId: string): Renewal | undefined {
  const navigate = useNavigate();
  const [renewal, setRenewal] = useState<Renewal>();
  useSocketEvent(paymentChannel(companyId), (data) => {
    const found = renewalOf(data);
    if (!found || renewal) return;
    setRenewal(found);
  });
  useEffect(() => {
    if (!renewal) return;
    const timer = setTimeout(() => navigate('/'), RENEWAL_REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [renewal, navigate]);
  return renewal;
}
