import type { Bite } from '@podbite/contract';
import { BiteCard } from './bite-card';
import { EmptySectionNote } from './summary-section';

/** A section's bites in the order the pod gives them. */
export function BiteList({ bites, empty }: { bites: Bite[]; empty: string }) {
  if (bites.length === 0) return <EmptySectionNote>{empty}</EmptySectionNote>;
  return (
    <ol className="flex flex-col gap-4">
      {bites.map((bite) => (
        <li key={bite.id}>
          <BiteCard bite={bite} />
        </li>
      ))}
    </ol>
  );
}
