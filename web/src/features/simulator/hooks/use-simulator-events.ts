import { useQueryClient } from '@tanstack/react-query';
import { useSocketEvent } from '../../../lib/realtime-provider';
import { customersQueryKey } from '../api/get-customers';
import { messagesQueryKey } from '../api/get-messages';
import type { SimulatorEvent } from '../simulator-types';

/**
 * `company-<id>-simulator` says a chat of the phone changed (a business reply, an ack, an edit): that chat and
 * the chat list are read again.
 */
export function useSimulatorEvents(companyId: string, connectionId: string | undefined) {
  const queryClient = useQueryClient();
  useSocketEvent(connectionId && `company-${companyId}-simulator`, (data) => {
    const event = data as SimulatorEvent | undefined;
    if (!connectionId || String(event?.connectionId) !== connectionId) return;
    void queryClient.invalidateQueries({ queryKey: customersQueryKey(connectionId) });
    if (event?.number) {
      void queryClient.invalidateQueries({ queryKey: messagesQueryKey(connectionId, String(event.number)) });
    }
  });
}
