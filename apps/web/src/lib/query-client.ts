import { QueryClient } from '@tanstack/react-query';
import { requestRetryDelay, shouldRetryRequest } from './retry-policy';

/** The one query client of the app; every query and mutation shares the spec's retry policy. */
export function createAppQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        // Offline, a query still asks once: the service worker answers from what it kept (the pods read and
        // downloaded, decision 1704). Only the retries wait for the network to come back.
        networkMode: 'offlineFirst',
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
