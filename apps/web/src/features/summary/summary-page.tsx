import { PageHeading } from '@/components/page-heading';

/** A pod and its bites; the content arrives with a later issue. */
export function SummaryPage() {
  return (
    <section>
      <PageHeading>Summary</PageHeading>
    </section>
  );
}
