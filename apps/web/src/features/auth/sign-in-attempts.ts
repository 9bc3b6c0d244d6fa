import { SIGN_IN_THROTTLE_MS, SIGN_IN_TIMEOUT_MS, signInMessages } from '@podbite/contract';

/** The server starts the sign-in: it redirects to Google (or the development sign-in) and back to /home. */
export const SIGN_IN_URL = '/api/auth/login';
export const SIGNING_IN_MESSAGE = 'Signing in…';

export interface SignInState {
  loadingMessage: string | null;
  errorMessage: string | null;
}

export interface SignInAttempts {
  /** A click on a sign-in button. */
  start(): void;
  /** The page came back from the back/forward cache, still saying "Signing in…". */
  resetAfterReturn(): void;
  stop(): void;
}

/**
 * Sign-in as a full page navigation, at most once per 2 s (spec §4). While the browser waits for the
 * identity provider the page stays alive, so a provider that does not answer within the sign-in
 * timeout gets the specification's message. Free of React: the app's landing page (useSignIn) and
 * the pre-rendered one (static-landing-script) share it.
 */
export function createSignInAttempts(options: {
  initialError: string | null;
  navigate: (url: string) => void;
  show: (state: SignInState) => void;
}): SignInAttempts {
  let state: SignInState = { loadingMessage: null, errorMessage: options.initialError };
  let lastAttemptAt: number | null = null;
  let timeoutTimer: ReturnType<typeof setTimeout> | undefined;
  const update = (next: SignInState) => {
    state = next;
    options.show(state);
  };

  return {
    start() {
      const now = Date.now();
      if (lastAttemptAt !== null && now - lastAttemptAt < SIGN_IN_THROTTLE_MS) {
        update({ ...state, errorMessage: signInMessages.throttled });
        return;
      }
      lastAttemptAt = now;
      update({ loadingMessage: SIGNING_IN_MESSAGE, errorMessage: null });
      clearTimeout(timeoutTimer);
      timeoutTimer = setTimeout(() => {
        update({ loadingMessage: null, errorMessage: signInMessages.serviceUnavailable });
      }, SIGN_IN_TIMEOUT_MS);
      options.navigate(SIGN_IN_URL);
    },
    resetAfterReturn() {
      clearTimeout(timeoutTimer);
      update({ ...state, loadingMessage: null });
    },
    stop() {
      clearTimeout(timeoutTimer);
    },
  };
}
