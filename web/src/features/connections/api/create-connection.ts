import type { ConnectionCreate } from '@domain/connections/schema';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import type { Connection } from '../../../types/api';
import { connectionsQueryKey } from './get-connections';

export const createConnection = (input: ConnectionCreate) => api.post<Connection>('/whatsapp', input);

export function useCreateConnection() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createConnection,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: connectionsQueryKey }),
  });
}
