import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { api } from '../../../lib/api-client';
import { toast } from '../../../lib/toast';
import { helpsQueryKey } from './get-helps';

export const deleteHelp = (id: string) => api.delete(`/helps/${encodeURIComponent(id)}`, { toastErrors: false });

export function useDeleteHelp() {
  const queryClient = useQueryClient();
  const { t } = useTranslation();
  return useMutation({
    mutationFn: deleteHelp,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: helpsQueryKey }),
    onError: () => toast.error(t('helps.deleteFailed')),
  });
}
