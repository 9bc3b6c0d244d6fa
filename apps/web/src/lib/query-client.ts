import { QueryClient } from '@tanstack/react-query';
import { requestRetryDelay, shouldRetryRequest } from './retry-policy';

/** The one query client of the app; every query and mutation shares the spec's retry policy. */
export function createAppQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        retry: shouldRetryRequest,
        retryDelay: requestRetryDelay,
        staleTime: 30_000,
      },
      mutations: {
        retry: shouldRetryRequest,
        retryDelay: requestRetryDelay,
      },
    },
  });
}
