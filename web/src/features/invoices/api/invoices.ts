import type { Invoice, InvoicePage, PixCharge, SubscriptionBody } from '@domain/invoices/schema';
import { infiniteQueryOptions, useInfiniteQuery, useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export type { Invoice, PixCharge };

export const invoicesQueryKey = ['invoices'] as const;

/** GET /invoices/all (spec 2 §7): the company's invoices, newest due date first, 20 a page. */
export const getInvoices = ({ searchParam, pageNumber }: { searchParam: string; pageNumber: number }) =>
  api.get<InvoicePage>('/invoices/all', { query: { searchParam, pageNumber } });

export const invoicesQueryOptions = (searchParam: string) =>
  infiniteQueryOptions({
    queryKey: [...invoicesQueryKey, 'list', searchParam],
    queryFn: ({ pageParam }) => getInvoices({ searchParam, pageNumber: pageParam }),
    initialPageParam: 1,
    getNextPageParam: (lastPage, _pages, lastPageNumber) => (lastPage.hasMore ? lastPageNumber + 1 : undefined),
  });

export const useInvoices = (searchParam: string) => useInfiniteQuery(invoicesQueryOptions(searchParam));

/** POST /subscription: the invoice's Pix charge (spec 2 §7), `sandbox` when the sandbox can pay it. */
export const useCreateSubscription = () =>
  useMutation({ mutationFn: (body: SubscriptionBody) => api.post<PixCharge>('/subscription', body) });

/** POST /subscription/pay: the sandbox pays the invoice's latest charge through the payment webhook. */
export const usePayInSandbox = () =>
  useMutation({ mutationFn: (invoiceId: string) => api.post<unknown>('/subscription/pay', { invoiceId }) });
