import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** The phone reads the connection's QR: the session turns CONNECTED and says so through its realtime events. */
export const scanQr = ({ connectionId, code }: { connectionId: string; code?: string }) =>
  api.post(`/simulator/${connectionId}/scan`, { code });

export const useScanQr = () => useMutation({ mutationFn: scanQr });
