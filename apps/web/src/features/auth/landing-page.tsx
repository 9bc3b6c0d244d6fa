import { signInMessages } from '@podbite/contract';
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { Button } from '@/components/button';
import { PodBiteLogo } from '@/components/podbite-logo';
import { useSession } from '@/lib/session-query';
import { describeSignInError } from './describe-sign-in-error';
import { GoogleIcon } from './google-icon';
import { pickLandingThumbnails } from './pick-landing-thumbnails';
import { podcastCovers } from './podcast-covers';
import { PodcastThumbnail } from './podcast-thumbnail';
import { useSignIn } from './use-sign-in';

const SIGN_IN_ERROR_PARAM = 'signin_error';

/** Landing (spec, Variant B): the only screen a visitor sees. */
export function LandingPage() {
  const [searchParams, setSearchParams] = useSearchParams();
  // Read once: the parameter is removed below so a reload does not repeat an old failure.
  const [errorFromRedirect] = useState(() => describeSignInError(searchParams.get(SIGN_IN_ERROR_PARAM)));
  const [thumbnails] = useState(() => pickLandingThumbnails(podcastCovers));
  const { loadingMessage, errorMessage, startSignIn } = useSignIn(errorFromRedirect);
  const session = useSession();

  useEffect(() => {
    if (!searchParams.has(SIGN_IN_ERROR_PARAM)) return;
    setSearchParams(
      (params) => {
        params.delete(SIGN_IN_ERROR_PARAM);
        return params;
      },
      { replace: true },
    );
  }, [searchParams, setSearchParams]);

  // The session probe failing (not a 401) means the server cannot sign anyone in right now.
  const shownError = errorMessage ?? (session.isError ? signInMessages.serviceUnavailable : null);

  return (
    <div className="relative isolate min-h-dvh overflow-hidden bg-linear-to-br from-brand-50 via-paper to-honey-300/30">
      <div
        aria-hidden="true"
        className="absolute -top-32 -right-24 -z-10 size-96 rounded-full bg-brand-200/50 blur-3xl"
      />
      <div
        aria-hidden="true"
        className="absolute -bottom-40 -left-32 -z-10 size-112 rounded-full bg-honey-300/40 blur-3xl"
      />

      <main className="mx-auto grid min-h-dvh w-full max-w-6xl content-center items-center gap-8 px-5 py-10 sm:px-8 md:grid-cols-[1fr_1.1fr] md:gap-14 md:py-16">
        <section
          aria-labelledby="landing-slogan"
          className="flex flex-col items-center text-center md:items-start md:text-left"
        >
          <PodBiteLogo size="lg" />
          <h1
            id="landing-slogan"
            className="mt-8 text-4xl leading-tight font-extrabold tracking-tight text-balance text-ink sm:text-5xl lg:text-6xl"
          >
            Bite-Sized Knowledge
          </h1>
          <p className="mt-4 max-w-md text-lg text-pretty text-ink-muted sm:text-xl">
            Discover concise, actionable insights from your favorite podcasts and videos.
          </p>

          <div className="mt-8 flex w-full flex-col gap-3 sm:w-auto sm:flex-row">
            <Button variant="secondary" onClick={startSignIn} data-sign-in>
              <GoogleIcon className="size-5" />
              Sign in with Google
            </Button>
            <Button onClick={startSignIn} data-sign-in>
              Get Started
            </Button>
          </div>

          <div className="mt-4 min-h-10 space-y-1 text-sm">
            <p role="status" aria-live="polite" className="font-medium text-ink-muted">
              {loadingMessage}
            </p>
            <p role="alert" className="font-medium text-brand-700">
              {shownError}
            </p>
          </div>
        </section>

        <section aria-label="Podcasts on PodBite">
          <ul className="grid grid-cols-4 gap-2 sm:gap-3 md:rotate-2 lg:gap-4">
            {thumbnails.map((cover) => (
              <PodcastThumbnail key={cover.src} cover={cover} />
            ))}
          </ul>
        </section>
      </main>
    </div>
  );
}
