import { PodBiteLogo } from '@/components/podbite-logo';
import { describeGenerationStep, type GenerationStep } from './describe-generation-stage';

interface GenerationProgressProps {
  link: string;
  step: GenerationStep;
  percent: number;
  waitingMessages: string[];
  failure: string | null;
}

/** The loading screen itself: pulsing logo, a progress bar fed by the job, and what is happening. */
export function GenerationProgress({
  link,
  step,
  percent,
  waitingMessages,
  failure,
}: GenerationProgressProps) {
  const label = describeGenerationStep(step);
  return (
    <section
      aria-label="Generating summary"
      className="mx-auto flex min-h-[60dvh] w-full max-w-md flex-col items-center justify-center gap-8 text-center"
    >
      <div className="relative grid place-items-center">
        <span
          aria-hidden="true"
          className="absolute size-32 rounded-full bg-brand-200/60 blur-2xl motion-safe:animate-pulse"
        />
        <PodBiteLogo size="xl" withWordmark={false} className="relative motion-safe:animate-pulse" />
      </div>

      <div className="w-full space-y-3">
        <h1 className="text-xl font-extrabold tracking-tight text-ink sm:text-2xl">Making your pod</h1>
        <p className="truncate text-sm text-ink-subtle" title={link}>
          {link}
        </p>
      </div>

      <div className="w-full space-y-2">
        <div className="flex items-baseline justify-between gap-4 text-sm">
          <span className="font-semibold text-ink">{failure ? 'Stopped' : label}</span>
          <span className="font-mono text-ink-muted tabular-nums">{percent}%</span>
        </div>
        <div
          role="progressbar"
          aria-label="Generation progress"
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={percent}
          aria-valuetext={`${percent}%: ${label}`}
          className="h-3 w-full overflow-hidden rounded-full bg-brand-100 ring-1 ring-brand-200/60"
        >
          <div
            className={`h-full rounded-full transition-[width] duration-500 ease-out ${
              failure ? 'bg-ink-subtle' : 'bg-linear-to-r from-honey-400 to-brand-500'
            }`}
            style={{ width: `${percent}%` }}
          />
        </div>
      </div>

      {failure ? (
        <div className="w-full rounded-card bg-white p-5 shadow-soft ring-1 ring-brand-200">
          <p role="alert" className="font-semibold text-brand-700">
            {failure}
          </p>
          <p className="mt-2 text-sm text-ink-muted">Taking you back to the start…</p>
        </div>
      ) : (
        <div role="status" aria-live="polite" className="min-h-14 space-y-1 text-ink-muted">
          {waitingMessages.map((message, index) => (
            <p key={message} className={index === 0 ? 'text-lg font-semibold text-ink' : ''}>
              {message}
            </p>
          ))}
        </div>
      )}
    </section>
  );
}
