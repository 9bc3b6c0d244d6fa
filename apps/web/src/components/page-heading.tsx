import type { ReactNode } from 'react';

/** The one top-level heading of a screen. */
export function PageHeading({ children, id }: { children: ReactNode; id?: string }) {
  return (
    <h1 id={id} className="text-2xl font-extrabold tracking-tight text-ink sm:text-3xl">
      {children}
    </h1>
  );
}
