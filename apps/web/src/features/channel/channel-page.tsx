import { PageHeading } from '@/components/page-heading';

/** A channel's pods. Until the list lands, the page says what it will hold. */
export function ChannelPage() {
  return (
    <section className="flex flex-col gap-3">
      <PageHeading>Channel</PageHeading>
      <p className="max-w-2xl text-ink-muted">
        This channel's page lists its name, avatar and subscribers, and every pod made from its videos.
      </p>
    </section>
  );
}
