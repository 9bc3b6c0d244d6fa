import type { Bite } from '@podbite/contract';
import type { ReactNode } from 'react';
import { BiteCard } from './bite-card';
import { EmptySectionNote } from './summary-section';

/** A section's bites in the order the pod gives them. */
export function BiteList({
  bites,
  empty,
  renderAction,
}: {
  bites: Bite[];
  empty: string;
  /** Each card's action (the save heart), when the app gives one. */
  renderAction?: ((bite: Bite) => ReactNode) | undefined;
}) {
  if (bites.length === 0) return <EmptySectionNote>{empty}</EmptySectionNote>;
  return (
    <ol className="flex flex-col gap-4">
      {bites.map((bite) => (
        <li key={bite.id}>
          <BiteCard bite={bite} action={renderAction?.(bite)} />
        </li>
      ))}
    </ol>
  );
}
