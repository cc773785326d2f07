import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { api } from '../../../lib/api-client';
import { toast } from '../../../lib/toast';
import { ticketsHoldingConnection } from '../delete-refusal';
import { connectionsQueryKey } from './get-connections';

/** Failures are toasted by the hook: a refusal for open tickets says how many (issue 14). */
export const deleteConnection = (id: string) => api.delete(`/whatsapp/${id}`, { toastErrors: false });

export function useDeleteConnection() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteConnection,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: connectionsQueryKey }),
    onError: (error) => {
      const count = ticketsHoldingConnection(error);
      toast.error(count === null ? error.message : t('connections.hasTickets', { count }));
    },
  });
}
