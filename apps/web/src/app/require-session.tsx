import { Navigate, Outlet } from 'react-router';
import { useSession } from '@/lib/session-query';
import { SignedInUserProvider } from '@/lib/signed-in-user';
import { SplashScreen } from './splash-screen';

/** The protected-route guard: every route but `/` needs a signed-in user. */
export function RequireSession() {
  const session = useSession();
  if (session.isPending) return <SplashScreen />;
  // The server could not say who this is (after the retries): the route's error screen takes over.
  if (session.isError) throw session.error;
  if (session.data === null) return <Navigate to="/" replace />;
  return (
    <SignedInUserProvider user={session.data}>
      <Outlet />
    </SignedInUserProvider>
  );
}
