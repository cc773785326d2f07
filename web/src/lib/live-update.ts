import type { QueryClient, QueryKey } from '@tanstack/react-query';

/**
 * Applies a realtime event to cached data. If that data is being fetched at the moment, the answer on its way was
 * read before the event's change, and landing after it would put the old state back (a message's failed mark
 * or ticks vanishing until the next event). So that fetch is dropped and the data read again: the server wrote
 * the change before it published the event, so the new read includes it.
 */
export function applyLiveUpdate<T>(
  client: QueryClient,
  queryKey: QueryKey,
  update: (data: T | undefined) => T | undefined,
): void {
  client.setQueryData<T>(queryKey, update);
  if (client.isFetching({ queryKey, exact: true }) > 0) {
    void client.refetchQueries({ queryKey, exact: true }, { cancelRefetch: true });
  }
}
