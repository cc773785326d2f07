import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { applyLiveUpdate } from './live-update';

/** A fetch the test answers when it likes: the server's answer as it was when the request was read. */
function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((done) => (resolve = done));
  return { promise, resolve };
}

describe('a realtime update that lands while the same data is being fetched', () => {
  it('is not lost when the older answer arrives after it', async () => {
    const client = new QueryClient();
    const key = ['messages', 't1'];
    client.setQueryData(key, { ack: 0 });
    const server = { ack: 0 };
    const stale = deferred<{ ack: number }>();
    let calls = 0;
    // A refetch starts (a send invalidated the conversation) and the server reads the message as it is now…
    const refetch = client.fetchQuery({
      queryKey: key,
      queryFn: () => (++calls === 1 ? stale.promise : Promise.resolve({ ...server })),
      staleTime: 0,
    });
    // …then the message changes on the server and its event arrives before that fetch answers.
    server.ack = 5;
    applyLiveUpdate(client, key, (data: { ack: number } | undefined) => (data ? { ...data, ack: 5 } : data));
    stale.resolve({ ack: 0 });
    await refetch.catch(() => undefined);
    await new Promise((resolve) => setTimeout(resolve, 10));
    await client.getQueryCache().find({ queryKey: key })?.promise;
    expect(client.getQueryData(key)).toEqual({ ack: 5 });
  });

  it('applies the update at once when nothing is being fetched', () => {
    const client = new QueryClient();
    const key = ['messages', 't2'];
    client.setQueryData(key, { ack: 0 });
    applyLiveUpdate(client, key, (data: { ack: number } | undefined) => (data ? { ...data, ack: 3 } : data));
    expect(client.getQueryData(key)).toEqual({ ack: 3 });
  });
});
