import { Outlet } from 'react-router';

/** Onboarding steps: the screen alone, no navigation bars (spec §2). */
export function BareLayout() {
  return (
    <main className="mx-auto flex min-h-dvh w-full max-w-xl flex-col justify-center px-5 py-10">
      <Outlet />
    </main>
  );
}
