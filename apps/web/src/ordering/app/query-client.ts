import { QueryClient } from '@tanstack/react-query';
import { isApiRequestError } from '@/shared/api-client/api-error';

/**
 * The site's queries retry twice, and only a call that got no answer: a refusal (a QR code not
 * linked, a table session ended) will not change on a retry.
 */
export function createOrderingQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        retry: (failureCount, error) =>
          failureCount < 2 &&
          isApiRequestError(error) &&
          (error.kind === 'network' || error.kind === 'timeout'),
        staleTime: 30_000,
        refetchOnWindowFocus: true,
      },
      mutations: { retry: false },
    },
  });
}
