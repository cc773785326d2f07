import { QueryClient } from '@tanstack/react-query';
import { ApiError } from './api-error';

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        refetchOnWindowFocus: false,
        // The API client already refreshed once and toasted; retrying a refused call only repeats the toast.
        retry: (failureCount, error) => !(error instanceof ApiError && error.status > 0) && failureCount < 2,
      },
    },
  });
}
