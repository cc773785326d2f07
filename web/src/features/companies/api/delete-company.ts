import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { api } from '../../../lib/api-client';
import { ApiError } from '../../../lib/api-error';
import { translateErrorCode } from '../../../lib/i18n';
import { toast } from '../../../lib/toast';
import { companiesQueryKey } from './get-companies';

/** DELETE /companies/{id}: 202, the company's data goes in a background job; it cannot log in from now on. */
export const deleteCompany = (id: string) => api.delete(`/companies/${encodeURIComponent(id)}`, { toastErrors: false });

/** A refusal with a code of its own (the super user's own company) shows that text; any other, spec 2 §8's. */
export function useDeleteCompany() {
  const queryClient = useQueryClient();
  const { t } = useTranslation();
  return useMutation({
    mutationFn: deleteCompany,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: companiesQueryKey }),
    onError: (error) => {
      const ownText = error instanceof ApiError && error.code ? translateErrorCode(error.code) : undefined;
      toast.error(ownText ?? t('companies.deleteFailed'));
    },
  });
}
