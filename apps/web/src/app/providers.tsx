import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { ApiError } from '@/lib/api-error';

/** Pause before the one retry of a read: long enough to ride out a blip, short enough to wait for. */
export const QUERY_RETRY_DELAY_MS = 1_000;

/**
 * Whether a failed read is asked again. A 4xx will not get better by asking
 * again. A timed-out read already cost the full client timeout, so the reader
 * sees the error (and a Retry button) instead of waiting as long again. A
 * network failure or a 5xx gets one more try: the error then shows within the
 * timeout plus QUERY_RETRY_DELAY_MS, never three timeouts later.
 */
export function shouldRetry(failureCount: number, error: unknown): boolean {
  if (error instanceof ApiError) {
    if (error.status !== undefined && error.status < 500) return false;
    if (error.isTimeout || !error.canRetry) return false;
  }
  return failureCount < 1;
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        retry: shouldRetry,
        retryDelay: QUERY_RETRY_DELAY_MS,
        staleTime: 30_000,
        refetchOnWindowFocus: true,
      },
      mutations: { retry: false },
    },
  });
}

/** TanStack Query for the screens below; a client of their own unless one is handed in. */
export function AppProviders({ children, client }: { children: ReactNode; client?: QueryClient }) {
  const [queryClient] = useState(() => client ?? createQueryClient());
  return <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
}
