import { Outlet } from 'react-router';
import { BottomNav } from './bottom-nav';
import { TopBar } from './top-bar';

/** Signed-in screens: top bar, the screen, and on narrow screens the bottom navigation. */
export function NavigationLayout() {
  return (
    <div className="flex min-h-dvh flex-col">
      <a
        href="#main-content"
        className="sr-only z-50 rounded-full bg-ink px-4 py-2 text-white focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
      >
        Skip to content
      </a>
      <TopBar />
      <main
        id="main-content"
        tabIndex={-1}
        className="mx-auto w-full max-w-6xl flex-1 px-4 pt-6 pb-28 sm:px-6 md:pb-12"
      >
        <Outlet />
      </main>
      <BottomNav />
    </div>
  );
}
