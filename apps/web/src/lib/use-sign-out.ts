import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { apiRequest } from './api-client';
import { clearClientState } from './session-query';

/** Ends the session on the server (204), then clears client state and goes to `/`. */
export function useSignOut() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: () => apiRequest('/api/auth/logout', { method: 'POST' }),
    onSuccess: async () => {
      clearClientState(queryClient);
      await navigate('/', { replace: true });
    },
  });
}
