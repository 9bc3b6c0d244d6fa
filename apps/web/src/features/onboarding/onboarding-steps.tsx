/** "Step 2 of 4": where the listener is in onboarding. */
export function OnboardingSteps({ current }: { current: 1 | 2 | 3 | 4 }) {
  return (
    <div className="flex items-center gap-3">
      <ol aria-hidden="true" className="flex gap-1.5">
        {[1, 2, 3, 4].map((step) => (
          <li
            key={step}
            className={`h-1.5 w-8 rounded-full ${step <= current ? 'bg-brand-500' : 'bg-brand-100'}`}
          />
        ))}
      </ol>
      <p className="text-sm font-semibold text-ink-muted">Step {current} of 4</p>
    </div>
  );
}
