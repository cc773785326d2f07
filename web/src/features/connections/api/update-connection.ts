import type { ConnectionUpdate } from '@domain/connections/schema';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import type { Connection } from '../../../types/api';
import { connectionsQueryKey } from './get-connections';

export const updateConnection = ({ id, input }: { id: string; input: ConnectionUpdate }) =>
  api.put<Connection>(`/whatsapp/${id}`, input);

export function useUpdateConnection() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateConnection,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: connectionsQueryKey }),
  });
}
