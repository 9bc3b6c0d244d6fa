import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from './api-client';
import { useExternalNavigation } from './external-navigation';
import { clearClientState } from './session-query';

/**
 * Ends the session on the server (204), then clears client state and loads `/` afresh: a full
 * navigation, so the visitor gets the server's pre-rendered landing page, not the app's.
 */
export function useSignOut() {
  const queryClient = useQueryClient();
  const navigate = useExternalNavigation();
  return useMutation({
    mutationFn: () => apiRequest('/api/auth/logout', { method: 'POST' }),
    // The downloads are deleted before the page goes: a full navigation could cut the deletion short.
    onSuccess: async () => {
      await clearClientState(queryClient);
      navigate('/');
    },
  });
}
