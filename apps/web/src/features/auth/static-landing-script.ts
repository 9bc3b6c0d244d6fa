import { createSignInAttempts } from './sign-in-attempts';

/**
 * The only script of the pre-rendered landing page (apps/web/build-static-landing.ts): the markup is
 * LandingPage's, rendered at build time; this gives its sign-in buttons and cover mosaic the
 * behaviour React gives them in the app, without shipping React to a visitor.
 */
function enhanceStaticLanding(): void {
  const status = document.querySelector('[role="status"]');
  const alert = document.querySelector('[role="alert"]');
  const attempts = createSignInAttempts({
    initialError: null,
    navigate: (url) => window.location.assign(url),
    show: ({ loadingMessage, errorMessage }) => {
      if (status) status.textContent = loadingMessage ?? '';
      if (alert) alert.textContent = errorMessage ?? '';
    },
  });
  for (const button of document.querySelectorAll('[data-sign-in]')) {
    button.addEventListener('click', attempts.start);
  }
  window.addEventListener('pageshow', (event) => {
    if (event.persisted) attempts.resetAfterReturn();
  });

  // A cover that fails to load is hidden rather than shown broken (PodcastThumbnail in the app);
  // one may have failed before this deferred script ran.
  for (const image of document.querySelectorAll<HTMLImageElement>('[aria-label="Podcasts on PodBite"] img')) {
    const hide = () => image.closest('li')?.setAttribute('hidden', '');
    if (image.complete && image.naturalWidth === 0) hide();
    else image.addEventListener('error', hide);
  }
}

enhanceStaticLanding();
