import type { Invoice, InvoicePage } from '@domain/invoices/schema';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export type { Invoice };

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
