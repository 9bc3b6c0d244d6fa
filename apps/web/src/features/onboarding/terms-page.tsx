import { BRAND } from '@podbite/contract';
import { PageHeading } from '@/components/page-heading';

/** Onboarding step 1; the terms form arrives with a later issue. */
export function TermsPage() {
  return (
    <section>
      <PageHeading>Welcome to {BRAND}</PageHeading>
    </section>
  );
}
