import { betaStatusSchema, planMessages } from '@podbite/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { Outlet } from 'react-router';
import { Button } from '@/components/button';
import { PageHeading } from '@/components/page-heading';
import { Spinner } from '@/components/spinner';
import { apiRequest } from '@/lib/api-client';
import { ApiError } from '@/lib/api-error';

const betaStatusQuery = {
  queryKey: ['beta-status'] as const,
  queryFn: ({ signal }: { signal: AbortSignal }) =>
    apiRequest('/api/beta-status', { schema: betaStatusSchema, signal, announceUnauthorized: false }),
  staleTime: Infinity,
  // The server guards the password; if it cannot say whether a gate is on, the app opens and the API decides.
  retry: false,
};

/**
 * 'Beta Access' on a server with a beta password (BetaGate loads this only there): asks the server
 * whether this browser is unlocked; the server checks the password and remembers the browser for
 * its session.
 */
export function BetaAccessGate() {
  const status = useQuery(betaStatusQuery);
  if (status.isPending) return <BetaGateSpinner />;
  if (status.isError || !status.data.required || status.data.unlocked) return <Outlet />;
  return <BetaAccessForm />;
}

function BetaGateSpinner() {
  return (
    <div className="grid min-h-dvh place-items-center">
      <Spinner />
    </div>
  );
}

function BetaAccessForm() {
  const [password, setPassword] = useState('');
  const inputId = useId();
  const queryClient = useQueryClient();
  const unlock = useMutation({
    mutationFn: () =>
      apiRequest('/api/beta-unlock', { method: 'POST', body: { password }, schema: betaStatusSchema }),
    onSuccess: (data) => queryClient.setQueryData(betaStatusQuery.queryKey, data),
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (password) unlock.mutate();
  };
  const error =
    unlock.error instanceof ApiError && unlock.error.status === 403
      ? planMessages.incorrectBetaPassword
      : unlock.error?.message;
  return (
    <main className="mx-auto flex min-h-dvh max-w-sm flex-col justify-center gap-4 p-6">
      <PageHeading>Beta Access</PageHeading>
      <form onSubmit={submit} className="flex flex-col gap-3">
        <label htmlFor={inputId} className="text-sm font-semibold text-ink">
          Password
        </label>
        <input
          id={inputId}
          type="password"
          autoComplete="current-password"
          value={password}
          onChange={(event) => setPassword(event.target.value)}
          className="min-h-12 rounded-full bg-paper px-5 text-base text-ink ring-1 ring-line focus:ring-2 focus:ring-brand-400 focus:outline-none"
        />
        <Button type="submit" disabled={unlock.isPending || !password}>
          Unlock
        </Button>
        {error && (
          <p role="alert" className="text-sm font-medium text-brand-700">
            {error}
          </p>
        )}
      </form>
    </main>
  );
}
