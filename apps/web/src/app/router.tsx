import { lazy, Suspense, type ComponentType, type ReactElement } from 'react';
import { Spinner } from '@/components/spinner';
import { Navigate, type RouteObject } from 'react-router';
import { BetaGate } from '@/features/billing/beta-gate';
import { UpgradeRequiredHost } from '@/features/billing/upgrade-required-host';
import { VisitedUrlRecorder } from '@/lib/visited-url-recorder';
import { BareLayout } from './bare-layout';
import { NavigationLayout } from './navigation-layout';
import { NotFoundPage } from './not-found-page';
import { RedirectSignedIn } from './redirect-signed-in';
import { RequireOnboarding } from './require-onboarding';
import { RequireSession } from './require-session';
import { RootLayout } from './root-layout';
import { RenderFailure } from './render-failure';
import { SplashScreen } from './splash-screen';

/**
 * Each screen's code loads on the first visit to its route (React Router's lazy routes): every page is
 * its own chunk, so the landing page never downloads Home, and a page added later costs nothing until
 * someone opens it. A page that is one feature's component with no props is one line:
 *   page('/x', () => import('@/features/x/x-page'), 'XPage'),
 */
function page<Module extends Record<Name, ComponentType>, Name extends keyof Module & string>(
  path: string,
  load: () => Promise<Module>,
  name: Name,
): RouteObject {
  return { path, lazy: async () => ({ Component: (await load())[name] }) };
}

/**
 * A screen built from several features, or given props: `load` imports what it needs and returns its
 * element (see /home and /summary/:videoId).
 */
function screen(load: () => Promise<ReactElement>): Pick<RouteObject, 'lazy'> {
  return { lazy: async () => ({ element: await load() }) };
}

/**
 * The audio player of the summary page. Its code loads beside the summary's, not before it: the pod's
 * text shows as soon as it arrives, and the player (a spinner until its code is there) joins it.
 */
const PodListen = lazy(() => import('@/features/player/pod-listen').then((m) => ({ default: m.PodListen })));

/**
 * Every route of the specification (§2). The only place features meet: each
 * screen is a feature's page, wired here and nowhere else.
 */
export const appRoutes: RouteObject[] = [
  {
    element: <RootLayout />,
    errorElement: <RenderFailure />,
    // While the first screen's code loads.
    hydrateFallbackElement: <SplashScreen />,
    children: [
      {
        // The 'Beta Access' gate, when the server has a beta password: nothing else shows until unlocked.
        element: <BetaGate />,
        children: [
          {
            // 'Upgrade Required' opens over any screen when the server refuses for a plan reason,
            // and stays open when a failed generation sends the listener back home.
            element: <UpgradeRequiredHost />,
            children: [
              {
                element: <RedirectSignedIn />,
                children: [page('/', () => import('@/features/auth/landing-page'), 'LandingPage')],
              },
              {
                // Readable signed in or not: the terms are linked from onboarding and the landing page.
                element: <BareLayout />,
                children: [
                  page(
                    '/terms',
                    () => import('@/features/legal/terms-of-service-page'),
                    'TermsOfServicePage',
                  ),
                  page('/privacy', () => import('@/features/legal/privacy-policy-page'), 'PrivacyPolicyPage'),
                ],
              },
              {
                element: <RequireSession />,
                errorElement: <RenderFailure />,
                children: [
                  {
                    path: '/onboarding',
                    element: <BareLayout />,
                    errorElement: <RenderFailure />,
                    children: [
                      { index: true, element: <Navigate to="/onboarding/terms" replace /> },
                      page('terms', () => import('@/features/onboarding/terms-page'), 'TermsPage'),
                      page(
                        'categories',
                        () => import('@/features/onboarding/categories-page'),
                        'CategoriesPage',
                      ),
                      page('youtube', () => import('@/features/onboarding/youtube-page'), 'YoutubePage'),
                      page('congrats', () => import('@/features/onboarding/congrats-page'), 'CongratsPage'),
                      { path: '*', element: <NotFoundPage /> },
                    ],
                  },
                  {
                    // Onboarding first (spec §4): terms, categories and the YouTube step before Home and the rest.
                    element: (
                      <RequireOnboarding>
                        <NavigationLayout />
                      </RequireOnboarding>
                    ),
                    children: [
                      {
                        // Inside the layout, so a failing screen keeps the navigation bars around its message.
                        errorElement: <RenderFailure />,
                        // Remembers where the user has been, for the summary page's back arrow.
                        element: <VisitedUrlRecorder />,
                        children: [
                          {
                            path: '/home',
                            ...screen(async () => {
                              // Other features' sections load beside Home and are handed in as props:
                              // <HomePage sections={{ trending: <TrendingBites /> }} />.
                              const [
                                { HomePage },
                                { GetBitesForm },
                                { RecentBites },
                                { BitesYouMightEnjoy, TrendingBites },
                                { FeedSection },
                                { PodcastSources },
                                { UploadSource },
                              ] = await Promise.all([
                                import('@/features/home/home-page'),
                                import('@/features/home/get-bites-form'),
                                import('@/features/library/recent-bites'),
                                import('@/features/catalog/home-carousels'),
                                import('@/features/feed/feed-section'),
                                import('@/features/podcasts/podcast-sources'),
                                import('@/features/uploads/upload-source'),
                              ]);
                              return (
                                <HomePage
                                  sections={{
                                    sources: (
                                      <>
                                        <PodcastSources />
                                        <UploadSource />
                                      </>
                                    ),
                                    trending: <TrendingBites />,
                                    recent: <RecentBites />,
                                    recommended: <BitesYouMightEnjoy />,
                                    feed: <FeedSection linkForm={<GetBitesForm />} />,
                                  }}
                                />
                              );
                            }),
                          },
                          page('/podcast', () => import('@/features/podcasts/podcast-page'), 'PodcastPage'),
                          page(
                            '/episode/:videoId',
                            () => import('@/features/podcasts/episode-player-page'),
                            'EpisodePlayerPage',
                          ),
                          page('/library', () => import('@/features/library/library-page'), 'LibraryPage'),
                          page('/catalog', () => import('@/features/catalog/catalog-page'), 'CatalogPage'),
                          {
                            path: '/profile',
                            ...screen(async () => {
                              const [{ ProfilePage }, { MembershipTier }, { PodFeedSubscribe }] =
                                await Promise.all([
                                  import('@/features/profile/profile-page'),
                                  import('@/features/billing/membership-tier'),
                                  import('@/features/pod-feed/pod-feed-subscribe'),
                                ]);
                              return (
                                <ProfilePage membership={<MembershipTier />} podFeed={<PodFeedSubscribe />} />
                              );
                            }),
                          },
                          page(
                            '/billing/success',
                            () => import('@/features/billing/billing-return-page'),
                            'BillingSuccessPage',
                          ),
                          page(
                            '/billing/cancel',
                            () => import('@/features/billing/billing-return-page'),
                            'BillingCancelPage',
                          ),
                          {
                            path: '/summary/:videoId',
                            ...screen(async () => {
                              const [
                                { SummaryPage },
                                { SaveSummaryBiteButton, SummaryLibraryActions },
                                { HouseAdSlot, ProAudioOnly },
                              ] = await Promise.all([
                                import('@/features/summary/summary-page'),
                                import('@/features/library/save-controls'),
                                import('@/features/billing/pro-only'),
                              ]);
                              // The audio player and the library (features of their own) take their places on the page;
                              // Basic listeners get an upgrade prompt where the player would be, and the house ad.
                              return (
                                <SummaryPage
                                  renderAudio={(summary) => (
                                    <>
                                      <ProAudioOnly>
                                        <Suspense fallback={<Spinner />}>
                                          <PodListen pod={summary} />
                                        </Suspense>
                                      </ProAudioOnly>
                                      <HouseAdSlot />
                                    </>
                                  )}
                                  renderActions={(summary) => <SummaryLibraryActions summary={summary} />}
                                  renderBiteAction={(bite, summary) => (
                                    <SaveSummaryBiteButton bite={bite} summary={summary} />
                                  )}
                                />
                              );
                            }),
                          },
                          page(
                            '/channel/:channelId',
                            () => import('@/features/channel/channel-page'),
                            'ChannelPage',
                          ),
                          page('/loading', () => import('@/features/generate/loading-page'), 'LoadingPage'),
                          { path: '*', element: <NotFoundPage /> },
                        ],
                      },
                    ],
                  },
                ],
              },
            ],
          },
        ],
      },
    ],
  },
];
