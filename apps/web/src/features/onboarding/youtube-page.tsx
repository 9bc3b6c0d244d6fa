import { PageHeading } from '@/components/page-heading';

/** Onboarding step 3; linking arrives with a later issue. */
export function YoutubePage() {
  return (
    <section className="flex flex-col gap-3">
      <PageHeading>Link Your YouTube Account</PageHeading>
      <p className="max-w-2xl text-ink-muted">
        Here you can link your YouTube account, so your subscriptions appear on Home. You can also do it later
        from your profile.
      </p>
    </section>
  );
}
