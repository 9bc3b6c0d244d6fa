import { PageHeading } from '@/components/page-heading';

/** Onboarding step 4; the rest of the screen arrives with a later issue. */
export function CongratsPage() {
  return (
    <section className="flex flex-col gap-3">
      <PageHeading>All Done!</PageHeading>
      <p className="max-w-2xl text-ink-muted">
        You are all set: this step welcomes you and takes you to Home.
      </p>
    </section>
  );
}
