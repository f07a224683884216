import { QueryClient } from '@tanstack/react-query';

/** SPEC §9: a retry waits min(1000 * 2^n, 30000) ms. */
export function retryBackoff(attempt: number): number {
  return Math.min(1000 * 2 ** attempt, 30_000);
}

/** SPEC §9: unused cache entries are dropped after 5 minutes. */
export const GC_TIME_MS = 5 * 60 * 1000;

/**
 * The one server-state cache of the client. SPEC §7: queries neither retry nor refetch when the window gets
 * focus (a failure stays on screen with its retry button). SPEC §9's back-off and garbage collection stay the
 * defaults, for a query that opts into retries. Writes are never repeated on their own.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: false, refetchOnWindowFocus: false, retryDelay: retryBackoff, gcTime: GC_TIME_MS },
      mutations: { retry: false, retryDelay: retryBackoff, gcTime: GC_TIME_MS },
    },
  });
}

export const queryClient = createQueryClient();
