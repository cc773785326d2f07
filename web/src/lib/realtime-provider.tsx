import { createContext, useContext, useEffect, useRef, useState, type ReactNode } from 'react';
import { ApiError } from './api-error';
import { api } from './api-client';
import { sessionStore } from './session-store';
import { RealtimeClient, socketUrl } from './socket';

const RealtimeContext = createContext<RealtimeClient | null>(null);

async function freshToken(): Promise<string | null> {
  try {
    const answer = (await api.refreshSession()) as { token?: string };
    return answer.token ?? null;
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) {
      sessionStore.clear();
      return null;
    }
    throw error;
  }
}

/** One socket per logged-in user: opened while `active`, closed on logout. */
export function RealtimeProvider({ active, children }: { active: boolean; children: ReactNode }) {
  const [client, setClient] = useState<RealtimeClient | null>(null);

  useEffect(() => {
    if (!active) return;
    const realtime = new RealtimeClient({
      urlFor: (token) => socketUrl(window.location, token),
      currentToken: () => sessionStore.token(),
      refreshToken: freshToken,
    });
    realtime.start();
    setClient(realtime);
    return () => {
      realtime.stop();
      setClient(null);
    };
  }, [active]);

  return <RealtimeContext.Provider value={client}>{children}</RealtimeContext.Provider>;
}

export function useRealtime(): RealtimeClient | null {
  return useContext(RealtimeContext);
}

/** Calls `handler` with each `event` the server sends; the latest handler is used without resubscribing. */
export function useSocketEvent(event: string | undefined, handler: (data: unknown) => void): void {
  const client = useRealtime();
  const latestHandler = useRef(handler);
  useEffect(() => {
    latestHandler.current = handler;
  });

  useEffect(() => {
    if (!client || !event) return;
    return client.on(event, (data) => latestHandler.current(data));
  }, [client, event]);
}
