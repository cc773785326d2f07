import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** POST /subscription/pay: the sandbox pays the invoice's latest charge through the payment webhook (ADR 037). */
export const payInSandbox = (invoiceId: string) => api.post<unknown>('/subscription/pay', { invoiceId });

export const usePayInSandbox = () => useMutation({ mutationFn: payInSandbox });
