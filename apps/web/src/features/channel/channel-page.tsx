import { PageHeading } from '@/components/page-heading';

/** A channel's pods; the content arrives with a later issue. */
export function ChannelPage() {
  return (
    <section>
      <PageHeading>Channel</PageHeading>
    </section>
  );
}
