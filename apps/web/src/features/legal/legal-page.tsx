import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { PageHeading } from '@/components/page-heading';

/** The frame of the Terms of Service and the Privacy Policy: readable on their own, signed in or not. */
export function LegalPage({
  title,
  updated,
  children,
}: {
  title: string;
  updated: string;
  children: ReactNode;
}) {
  return (
    <article className="flex flex-col gap-4 py-4 leading-relaxed text-ink [&_h2]:mt-4 [&_h2]:text-lg [&_h2]:font-bold [&_li]:ml-5 [&_li]:list-disc">
      <PageHeading>{title}</PageHeading>
      <p className="text-sm text-ink-muted">Last updated {updated}</p>
      {children}
      <p className="mt-6">
        <Link to="/" className="font-semibold text-brand-700 underline">
          Back to PodBite
        </Link>
      </p>
    </article>
  );
}
