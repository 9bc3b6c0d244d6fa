import { BRAND } from '@podbite/contract';
import { PageHeading } from '@/components/page-heading';

/** Onboarding step 1; the terms form arrives with a later issue. */
export function TermsPage() {
  return (
    <section className="flex flex-col gap-3">
      <PageHeading>Welcome to {BRAND}</PageHeading>
      <p className="max-w-2xl text-ink-muted">
        Before you start: read and accept the Terms of Service and Privacy Policy here, then choose your
        favourite categories.
      </p>
    </section>
  );
}
