import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { onSessionExpired } from '@/lib/session-expiry';
import { clearClientState } from '@/lib/session-query';

/** Any 401 from the API clears client state and goes to `/` (spec §8). Renders nothing. */
export function SessionExpiryRedirect() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  useEffect(
    () =>
      onSessionExpired(() => {
        clearClientState(queryClient);
        void navigate('/', { replace: true });
      }),
    [queryClient, navigate],
  );
  return null;
}
