import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { onSessionExpired } from '@/lib/session-expiry';
import { clearClientState } from '@/lib/session-query';

/** Any 401 from the API clears client state and goes to `/` (spec §8). Renders nothing. */
export function SessionExpiryRedirect() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  useEffect(() => {
    let pending: ReturnType<typeof setTimeout> | undefined;
    const unsubscribe = onSessionExpired(() => {
      // Clearing the cache cancels running queries; waiting one task lets the call
      // that got the 401 reject with its own ApiError rather than a cancellation.
      clearTimeout(pending);
      pending = setTimeout(() => {
        void clearClientState(queryClient);
        void navigate('/', { replace: true });
      }, 0);
    });
    return () => {
      unsubscribe();
      clearTimeout(pending);
    };
  }, [queryClient, navigate]);
  return null;
}
