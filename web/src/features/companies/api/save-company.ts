import type { Company } from '@domain/companies/schema';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { api } from '../../../lib/api-client';
import { ApiError } from '../../../lib/api-error';
import { toast } from '../../../lib/toast';
import type { CompanyPayload } from '../company-form-values';
import { companiesQueryKey } from './get-companies';

export const createCompany = (input: CompanyPayload) => api.post<Company>('/companies', input, { toastErrors: false });

export const updateCompany = ({ id, input }: { id: string; input: CompanyPayload }) =>
  api.put<Company>(`/companies/${encodeURIComponent(id)}`, input, { toastErrors: false });

/**
 * A refused save shows spec 2 §8's company text (a company of the same name, or a wrongly filled field); an
 * e-mail already in use says so, since that text would send the user looking at the name.
 */
function useCompanyMutation<Input>(send: (input: Input) => Promise<Company>) {
  const queryClient = useQueryClient();
  const { t } = useTranslation();
  return useMutation({
    mutationFn: send,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: companiesQueryKey }),
    onError: (error) => {
      if (!(error instanceof ApiError)) return;
      const emailInUse = error.code === 'ERR_EMAIL_ALREADY_EXISTS';
      toast.error(t(emailInUse ? 'backendErrors.ERR_EMAIL_ALREADY_EXISTS' : 'companies.saveFailed'));
    },
  });
}

export const useCreateCompany = () => useCompanyMutation(createCompany);

export const useUpdateCompany = () => useCompanyMutation(updateCompany);
