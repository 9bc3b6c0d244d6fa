import { Navigate, Outlet } from 'react-router';
import { useSession } from '@/lib/session-query';
import { SplashScreen } from './splash-screen';

/** `/` is for visitors: a signed-in user goes straight to /home (spec §2, Variant B). */
export function RedirectSignedIn() {
  const session = useSession();
  if (session.isPending) return <SplashScreen />;
  if (session.data) return <Navigate to="/home" replace />;
  // Signed out, or the session probe failed: the landing page shows (and explains a failure).
  return <Outlet />;
}
