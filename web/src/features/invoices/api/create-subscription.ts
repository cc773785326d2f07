import type { PixCharge, SubscriptionBody } from '@domain/invoices/schema';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export type { PixCharge };

/** POST /subscription: the invoice's Pix charge (spec 2 §7), with `sandbox` when the sandbox can pay it. */
export const createSubscription = (body: SubscriptionBody) => api.post<PixCharge>('/subscription', body);

export const useCreateSubscription = () => useMutation({ mutationFn: createSubscription });
