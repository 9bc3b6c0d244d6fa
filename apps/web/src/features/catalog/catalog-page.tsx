import { BRAND } from '@podbite/contract';
import { PageHeading } from '@/components/page-heading';

/** Discover. Until search and the lists land, the page says what it will hold. */
export function CatalogPage() {
  return (
    <section className="flex flex-col gap-3">
      <PageHeading>Discover {BRAND} Summaries</PageHeading>
      <p className="max-w-2xl text-ink-muted">
        Every pod made on {BRAND}, in one place: search by creator or title, browse carousels by category, and
        sort the full list by newest or most viewed.
      </p>
    </section>
  );
}
