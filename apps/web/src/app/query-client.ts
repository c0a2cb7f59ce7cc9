import { QueryClient } from '@tanstack/react-query';
import { ApiRequestError } from '../shared/api-client/api-error';

const MAX_RETRIES = 2;
const DEFAULT_STALE_MS = 30_000;

/**
 * Retries only what another attempt can fix: a dropped connection, a timeout or a 5xx. A
 * server's error answer, a 4xx or a cancelled call fails at once.
 */
export function shouldRetryQuery(failureCount: number, error: unknown): boolean {
  if (failureCount >= MAX_RETRIES) return false;
  if (!(error instanceof ApiRequestError)) return false;
  switch (error.kind) {
    case 'network':
    case 'timeout':
      return true;
    case 'http':
      return error.status === undefined || error.status >= 500;
    case 'server':
    case 'abort':
      return false;
  }
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        retry: shouldRetryQuery,
        staleTime: DEFAULT_STALE_MS,
        // A phone returning to the tab should not refetch every list it has open.
        refetchOnWindowFocus: false,
      },
      mutations: { retry: false },
    },
  });
}
