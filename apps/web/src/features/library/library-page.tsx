import { PageHeading } from '@/components/page-heading';

/** Saved pods and bites; the lists arrive with a later issue. */
export function LibraryPage() {
  return (
    <section>
      <PageHeading>Library</PageHeading>
    </section>
  );
}
