import { lazy, Suspense, type ReactElement } from 'react';
import { Spinner } from '@/components/spinner';
import { Navigate, type RouteObject } from 'react-router';
import { VisitedUrlRecorder } from '@/lib/visited-url-recorder';
import { BareLayout } from './bare-layout';
import { NavigationLayout } from './navigation-layout';
import { NotFoundPage } from './not-found-page';
import { RedirectSignedIn } from './redirect-signed-in';
import { RequireSession } from './require-session';
import { RootLayout } from './root-layout';
import { RenderFailure } from './render-failure';
import { SplashScreen } from './splash-screen';

/**
 * A screen whose code loads on the first visit to its route (React Router's lazy routes): each page is
 * its own chunk, so the landing page never downloads Home, and a page added later costs nothing until
 * someone opens it. `load` imports what the screen needs and returns its element:
 *   { path: '/x', ...screen(async () => { const { XPage } = await import('@/features/x/x-page'); return <XPage />; }) }
 * A screen built from several features imports them side by side (see /home).
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
        element: <RedirectSignedIn />,
        children: [
          {
            path: '/',
            ...screen(async () => {
              const { LandingPage } = await import('@/features/auth/landing-page');
              return <LandingPage />;
            }),
          },
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
              {
                path: 'terms',
                ...screen(async () => {
                  const { TermsPage } = await import('@/features/onboarding/terms-page');
                  return <TermsPage />;
                }),
              },
              {
                path: 'categories',
                ...screen(async () => {
                  const { CategoriesPage } = await import('@/features/onboarding/categories-page');
                  return <CategoriesPage />;
                }),
              },
              {
                path: 'youtube',
                ...screen(async () => {
                  const { YoutubePage } = await import('@/features/onboarding/youtube-page');
                  return <YoutubePage />;
                }),
              },
              {
                path: 'congrats',
                ...screen(async () => {
                  const { CongratsPage } = await import('@/features/onboarding/congrats-page');
                  return <CongratsPage />;
                }),
              },
              { path: '*', element: <NotFoundPage /> },
            ],
          },
          {
            element: <NavigationLayout />,
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
                      const { HomePage } = await import('@/features/home/home-page');
                      return <HomePage />;
                    }),
                  },
                  {
                    path: '/library',
                    ...screen(async () => {
                      const { LibraryPage } = await import('@/features/library/library-page');
                      return <LibraryPage />;
                    }),
                  },
                  {
                    path: '/catalog',
                    ...screen(async () => {
                      const { CatalogPage } = await import('@/features/catalog/catalog-page');
                      return <CatalogPage />;
                    }),
                  },
                  {
                    path: '/profile',
                    ...screen(async () => {
                      const { ProfilePage } = await import('@/features/profile/profile-page');
                      return <ProfilePage />;
                    }),
                  },
                  {
                    path: '/summary/:videoId',
                    ...screen(async () => {
                      const { SummaryPage } = await import('@/features/summary/summary-page');
                      // The audio player (a feature of its own) takes its place in the summary's header.
                      return (
                        <SummaryPage
                          renderAudio={(summary) => (
                            <Suspense fallback={<Spinner />}>
                              <PodListen pod={summary} />
                            </Suspense>
                          )}
                        />
                      );
                    }),
                  },
                  {
                    path: '/channel/:channelId',
                    ...screen(async () => {
                      const { ChannelPage } = await import('@/features/channel/channel-page');
                      return <ChannelPage />;
                    }),
                  },
                  {
                    path: '/loading',
                    ...screen(async () => {
                      const { LoadingPage } = await import('@/features/generate/loading-page');
                      return <LoadingPage />;
                    }),
                  },
                  { path: '*', element: <NotFoundPage /> },
                ],
              },
            ],
          },
        ],
      },
    ],
  },
];
