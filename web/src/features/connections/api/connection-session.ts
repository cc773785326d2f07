import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { connectionsQueryKey } from './get-connections';

/** POST /whatsappsession/{id} starts the session again ("try again"); with a phone, logs in by pairing code. */
export const startSession = (id: string, pairingPhone?: string) =>
  api.post(`/whatsappsession/${id}`, pairingPhone ? { pairingPhone } : undefined);
/** PUT asks for a new QR code. */
export const requestNewQr = (id: string) => api.put(`/whatsappsession/${id}`);
/** DELETE disconnects the number. */
export const disconnectSession = (id: string) => api.delete(`/whatsappsession/${id}`);

/**
 * The three session commands. The status they lead to arrives as `-whatsappSession` events; the list is
 * refetched too, so a missed event cannot leave a stale row.
 */
export function useSessionCommands() {
  const queryClient = useQueryClient();
  const refetch = () => queryClient.invalidateQueries({ queryKey: connectionsQueryKey });
  return {
    start: useMutation({ mutationFn: (id: string) => startSession(id), onSuccess: refetch }),
    pair: useMutation({
      mutationFn: ({ id, phone }: { id: string; phone: string }) => startSession(id, phone),
      onSuccess: refetch,
    }),
    newQr: useMutation({ mutationFn: requestNewQr, onSuccess: refetch }),
    disconnect: useMutation({ mutationFn: disconnectSession, onSuccess: refetch }),
  };
}
