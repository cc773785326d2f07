import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import type { SimulatorMessage } from '../simulator-types';
import { simulatorQueryKey } from './get-simulator-status';

export const messagesQueryKey = (connectionId: string, number: string) =>
  [...simulatorQueryKey, connectionId, 'messages', number] as const;

export const getMessages = (connectionId: string, number: string) =>
  api.get<{ messages: SimulatorMessage[] }>(`/simulator/${connectionId}/messages`, { query: { number } });

export const messagesQueryOptions = (connectionId: string, number: string) =>
  queryOptions({
    queryKey: messagesQueryKey(connectionId, number),
    queryFn: () => getMessages(connectionId, number),
    select: (answer) => answer.messages,
  });

/** One customer's conversation, both directions, with the acks of what the business sent. */
export const useMessages = (connectionId: string, number: string) =>
  useQuery({ ...messagesQueryOptions(connectionId, number), refetchOnWindowFocus: true, staleTime: 0 });
