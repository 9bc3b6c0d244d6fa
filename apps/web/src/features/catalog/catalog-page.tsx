import { BRAND } from '@podbite/contract';
import { PageHeading } from '@/components/page-heading';

/** Discover. Search, carousels and the list arrive with a later issue. */
export function CatalogPage() {
  return (
    <section>
      <PageHeading>Discover {BRAND} Summaries</PageHeading>
    </section>
  );
}
