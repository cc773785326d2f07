import { QueryClientProvider } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { Toaster } from '../components/ui/toaster';
import { SessionProvider, useSession } from '../lib/auth/session-provider';
import { createQueryClient } from '../lib/query-client';
import { RealtimeProvider } from '../lib/realtime-provider';

function SessionRealtime({ children }: { children: ReactNode }) {
  const { state } = useSession();
  return <RealtimeProvider active={state.status === 'signed-in'}>{children}</RealtimeProvider>;
}

export function AppProvider({ children }: { children: ReactNode }) {
  const [queryClient] = useState(createQueryClient);
  return (
    <QueryClientProvider client={queryClient}>
      <SessionProvider>
        <SessionRealtime>{children}</SessionRealtime>
      </SessionProvider>
      <Toaster />
    </QueryClientProvider>
  );
}
