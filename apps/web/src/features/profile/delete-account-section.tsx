import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { Button } from '@/components/button';
import { apiRequest } from '@/lib/api-client';
import { clearClientState } from '@/lib/session-query';

/** 'Delete my account': asks once more, then removes the account and everything of it (DELETE /api/account). */
export function DeleteAccountSection() {
  const [confirming, setConfirming] = useState(false);
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const remove = useMutation({
    mutationFn: () => apiRequest('/api/account', { method: 'DELETE' }),
    onSuccess: async () => {
      await clearClientState(queryClient);
      await navigate('/', { replace: true });
    },
  });

  return (
    <section
      aria-label="Delete account"
      className="flex flex-col gap-3 rounded-card bg-white p-5 shadow-soft ring-1 ring-line"
    >
      <h2 className="font-semibold text-ink">Delete account</h2>
      <p className="text-sm text-ink-muted">
        Deletes your account, library, listening history, preferences and linked YouTube account for good. The{' '}
        <Link to="/privacy" className="text-brand-700 underline">
          Privacy Policy
        </Link>{' '}
        says exactly what goes.
      </p>
      {confirming ? (
        <div className="flex flex-wrap gap-3">
          <Button disabled={remove.isPending} onClick={() => remove.mutate()}>
            Yes, delete everything
          </Button>
          <Button variant="secondary" onClick={() => setConfirming(false)}>
            Keep my account
          </Button>
        </div>
      ) : (
        <div>
          <Button variant="secondary" onClick={() => setConfirming(true)}>
            Delete my account
          </Button>
        </div>
      )}
      {remove.isError && (
        <p role="alert" className="text-sm font-medium text-brand-700">
          Your account could not be deleted. Please try again.
        </p>
      )}
    </section>
  );
}
