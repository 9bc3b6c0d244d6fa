import { Outlet } from 'react-router';
import { SessionExpiryRedirect } from './session-expiry-redirect';

export function RootLayout() {
  return (
    <>
      <SessionExpiryRedirect />
      <Outlet />
    </>
  );
}
