import { useEffect } from 'react';
import { Outlet, useLocation } from 'react-router';
import { recordVisitedUrl } from './visited-urls';

/** A layout route that remembers each in-app address as the user moves (see visited-urls). */
export function VisitedUrlRecorder() {
  const { pathname, search } = useLocation();
  useEffect(() => {
    recordVisitedUrl(pathname + search);
  }, [pathname, search]);
  return <Outlet />;
}
