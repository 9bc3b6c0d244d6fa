import { Link } from 'react-router';
import { PageHeading } from '@/components/page-heading';

export function NotFoundPage() {
  return (
    <section className="flex flex-col items-start gap-4">
      <PageHeading>Page not found</PageHeading>
      <p className="text-ink-muted">There is nothing at this address.</p>
      <Link to="/home" className="font-semibold text-brand-600 underline-offset-4 hover:underline">
        Go to Home
      </Link>
    </section>
  );
}
