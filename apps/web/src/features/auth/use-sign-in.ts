import { SIGN_IN_THROTTLE_MS, SIGN_IN_TIMEOUT_MS, signInMessages } from '@podbite/contract';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useExternalNavigation } from '@/lib/external-navigation';

/** The server starts the sign-in: it redirects to Google (or the development sign-in) and back to /home. */
export const SIGN_IN_URL = '/api/auth/login';
export const SIGNING_IN_MESSAGE = 'Signing in…';

interface SignInState {
  loadingMessage: string | null;
  errorMessage: string | null;
}

/**
 * Starts sign-in as a full page navigation, at most once per 2 s (spec §4). While
 * the browser waits for the identity provider the page stays alive, so a provider
 * that does not answer within the sign-in timeout gets the specification's message.
 */
export function useSignIn(initialError: string | null) {
  const navigate = useExternalNavigation();
  const lastAttemptAt = useRef<number | null>(null);
  const timeoutTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const [state, setState] = useState<SignInState>({ loadingMessage: null, errorMessage: initialError });

  const startSignIn = useCallback(() => {
    const now = Date.now();
    if (lastAttemptAt.current !== null && now - lastAttemptAt.current < SIGN_IN_THROTTLE_MS) {
      setState((current) => ({ ...current, errorMessage: signInMessages.throttled }));
      return;
    }
    lastAttemptAt.current = now;
    setState({ loadingMessage: SIGNING_IN_MESSAGE, errorMessage: null });
    clearTimeout(timeoutTimer.current);
    timeoutTimer.current = setTimeout(() => {
      setState({ loadingMessage: null, errorMessage: signInMessages.serviceUnavailable });
    }, SIGN_IN_TIMEOUT_MS);
    navigate(SIGN_IN_URL);
  }, [navigate]);

  useEffect(() => {
    // Coming back with the browser's Back button restores this page from the
    // back/forward cache, still saying "Signing in…": reset it.
    const resetAfterReturn = (event: PageTransitionEvent) => {
      if (!event.persisted) return;
      clearTimeout(timeoutTimer.current);
      setState((current) => ({ ...current, loadingMessage: null }));
    };
    window.addEventListener('pageshow', resetAfterReturn);
    return () => {
      window.removeEventListener('pageshow', resetAfterReturn);
      clearTimeout(timeoutTimer.current);
    };
  }, []);

  return { ...state, startSignIn };
}
