import { QueryClient } from '@tanstack/react-query';
import { isNoAnswer } from '../api/staff-client';

/**
 * The console's queries retry once, and only a call that got no answer: a counter offline should
 * say so quickly rather than spin through the customer app's retries.
 */
export function createStaffQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        retry: (failureCount, error) => failureCount < 1 && isNoAnswer(error),
        staleTime: 15_000,
        refetchOnWindowFocus: false,
      },
      mutations: { retry: false },
    },
  });
}
