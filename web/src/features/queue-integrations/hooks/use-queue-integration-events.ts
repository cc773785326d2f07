import { useQueryClient } from '@tanstack/react-query';
import { useSocketEvent } from '../../../lib/realtime-provider';
import { queueIntegrationsQueryKey } from '../api/queue-integrations';

/** The `queueIntegration` event (create, update, delete; spec 3 §7) refreshes the page. */
export function useQueueIntegrationEvents(companyId: string) {
  const queryClient = useQueryClient();
  useSocketEvent(`company-${companyId}-queueIntegration`, () => {
    void queryClient.invalidateQueries({ queryKey: queueIntegrationsQueryKey });
  });
}
