import { Navigate, type RouteObject } from 'react-router';
import { LandingPage } from '@/features/auth/landing-page';
import { CatalogPage } from '@/features/catalog/catalog-page';
import { ChannelPage } from '@/features/channel/channel-page';
import { LoadingPage } from '@/features/generate/loading-page';
import { HomePage } from '@/features/home/home-page';
import { LibraryPage } from '@/features/library/library-page';
import { CategoriesPage } from '@/features/onboarding/categories-page';
import { CongratsPage } from '@/features/onboarding/congrats-page';
import { TermsPage } from '@/features/onboarding/terms-page';
import { YoutubePage } from '@/features/onboarding/youtube-page';
import { PodListen } from '@/features/player/pod-listen';
import { PodFeedSubscribe } from '@/features/pod-feed/pod-feed-subscribe';
import { EpisodePlayerPage } from '@/features/podcasts/episode-player-page';
import { PodcastPage } from '@/features/podcasts/podcast-page';
import { PodcastSources } from '@/features/podcasts/podcast-sources';
import { ProfilePage } from '@/features/profile/profile-page';
import { SummaryPage } from '@/features/summary/summary-page';
import { UploadSource } from '@/features/uploads/upload-source';
import { VisitedUrlRecorder } from '@/lib/visited-url-recorder';
import { BareLayout } from './bare-layout';
import { NavigationLayout } from './navigation-layout';
import { NotFoundPage } from './not-found-page';
import { RedirectSignedIn } from './redirect-signed-in';
import { RequireSession } from './require-session';
import { RootLayout } from './root-layout';
import { RenderFailure } from './render-failure';

/**
 * Every route of the specification (§2). The only place features meet: each
 * screen is a feature's page, wired here and nowhere else.
 */
export const appRoutes: RouteObject[] = [
  {
    element: <RootLayout />,
    errorElement: <RenderFailure />,
    children: [
      {
        element: <RedirectSignedIn />,
        children: [{ path: '/', element: <LandingPage /> }],
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
              { path: 'terms', element: <TermsPage /> },
              { path: 'categories', element: <CategoriesPage /> },
              { path: 'youtube', element: <YoutubePage /> },
              { path: 'congrats', element: <CongratsPage /> },
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
                    element: (
                      <HomePage
                        sections={{
                          sources: (
                            <>
                              <PodcastSources />
                              <UploadSource />
                            </>
                          ),
                        }}
                      />
                    ),
                  },
                  { path: '/podcast', element: <PodcastPage /> },
                  { path: '/episode/:videoId', element: <EpisodePlayerPage /> },
                  { path: '/library', element: <LibraryPage /> },
                  { path: '/catalog', element: <CatalogPage /> },
                  { path: '/profile', element: <ProfilePage podFeed={<PodFeedSubscribe />} /> },
                  {
                    path: '/summary/:videoId',
                    // The audio player (a feature of its own) takes its place in the summary's header.
                    element: <SummaryPage renderAudio={(summary) => <PodListen pod={summary} />} />,
                  },
                  { path: '/channel/:channelId', element: <ChannelPage /> },
                  { path: '/loading', element: <LoadingPage /> },
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
