import { PageHeading } from '@/components/page-heading';

/** Home. The link form, carousels and feed arrive with a later issue. */
export function HomePage() {
  return (
    <section>
      <PageHeading>Get Your Bites</PageHeading>
    </section>
  );
}
