import type { Company } from '@domain/companies/schema';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** Every query of the companies list starts with this key (the Empresas tab's pages, whatever the search). */
export const companiesQueryKey = ['companies', 'list'] as const;

export interface CompaniesPage {
  companies: Company[];
  hasMore: boolean;
}

/**
 * GET /companies/ (super users): 20 companies a page, by name; spec 2 §5 lower-cases the search. A failure shows
 * the spec's text in the tab, not a toast.
 */
export const getCompanies = ({ searchParam, pageNumber }: { searchParam: string; pageNumber: number }) =>
  api.get<CompaniesPage>('/companies/', {
    query: { searchParam: searchParam.trim().toLowerCase(), pageNumber },
    toastErrors: false,
  });

export const companiesQueryOptions = (searchParam: string) =>
  infiniteQueryOptions({
    queryKey: [...companiesQueryKey, searchParam],
    queryFn: ({ pageParam }) => getCompanies({ searchParam, pageNumber: pageParam }),
    initialPageParam: 1,
    getNextPageParam: (lastPage, _pages, lastPageNumber) => (lastPage.hasMore ? lastPageNumber + 1 : undefined),
  });

export const useCompanies = (searchParam: string) => useInfiniteQuery(companiesQueryOptions(searchParam));
