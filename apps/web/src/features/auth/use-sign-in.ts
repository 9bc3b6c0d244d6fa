import { useEffect, useState } from 'react';
import { useExternalNavigation } from '@/lib/external-navigation';
import { createSignInAttempts, type SignInState } from './sign-in-attempts';

export { SIGN_IN_URL, SIGNING_IN_MESSAGE } from './sign-in-attempts';

/** Sign-in from the app's landing page: the shared attempts (throttle, timeout) with React state. */
export function useSignIn(initialError: string | null) {
  const navigate = useExternalNavigation();
  const [state, setState] = useState<SignInState>({ loadingMessage: null, errorMessage: initialError });
  const [attempts] = useState(() => createSignInAttempts({ initialError, navigate, show: setState }));

  useEffect(() => {
    // Coming back with the browser's Back button restores this page from the back/forward cache.
    const resetAfterReturn = (event: PageTransitionEvent) => {
      if (event.persisted) attempts.resetAfterReturn();
    };
    window.addEventListener('pageshow', resetAfterReturn);
    return () => {
      window.removeEventListener('pageshow', resetAfterReturn);
      attempts.stop();
    };
  }, [attempts]);

  return { ...state, startSignIn: attempts.start };
}
