import { Link } from 'react-router';
import { PodBiteLogo } from '@/components/podbite-logo';

interface SummaryProblemProps {
  title: string;
  detail?: string;
  onRetry?: () => void;
}

/** Why a pod cannot be shown, in the specification's words, with a way on. */
export function SummaryProblem({ title, detail, onRetry }: SummaryProblemProps) {
  return (
    <section className="mx-auto flex max-w-md flex-col items-center gap-4 py-16 text-center">
      <PodBiteLogo size="lg" withWordmark={false} className="opacity-60 grayscale" />
      <h1 className="text-2xl font-extrabold tracking-tight text-ink">{title}</h1>
      {detail && (
        <p role="alert" className="text-ink-muted break-words">
          {detail}
        </p>
      )}
      <div className="mt-2 flex flex-wrap justify-center gap-3">
        {onRetry && (
          <button
            type="button"
            onClick={onRetry}
            className="min-h-11 rounded-full bg-brand-500 px-5 font-semibold text-white shadow-soft hover:bg-brand-600"
          >
            Try again
          </button>
        )}
        <Link
          to="/home"
          className="inline-flex min-h-11 items-center rounded-full bg-white px-5 font-semibold text-ink ring-1 ring-line hover:bg-brand-50"
        >
          Go to Home
        </Link>
      </div>
    </section>
  );
}
