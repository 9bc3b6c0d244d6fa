import { GetBitesForm } from './get-bites-form';

/**
 * Home, in Variant A's order (PRODUCT.md §2). The link form comes first; Trending
 * Bites, Recent Bites, Bites You Might Enjoy and the subscription feed follow it
 * here with the catalogue and feed issues.
 */
export function HomePage() {
  return (
    <div className="flex flex-col gap-10">
      <GetBitesForm />
    </div>
  );
}
