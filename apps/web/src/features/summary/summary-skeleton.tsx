/** The shape of a pod while it loads; the heading names the screen for assistive tech meanwhile. */
export function SummarySkeleton() {
  return (
    <div role="status" aria-label="Loading summary" className="mx-auto flex w-full max-w-5xl flex-col gap-6">
      <h1 className="sr-only">Summary</h1>
      <div className="size-11 rounded-full bg-line/70" />
      <div className="grid gap-6 md:grid-cols-[minmax(0,5fr)_minmax(0,6fr)] md:gap-10">
        <div className="aspect-video w-full rounded-card bg-line/70 motion-safe:animate-pulse" />
        <div className="flex flex-col justify-center gap-4">
          <div className="h-5 w-24 rounded-full bg-line/70" />
          <div className="h-9 w-full rounded-xl bg-line/70 motion-safe:animate-pulse" />
          <div className="h-9 w-2/3 rounded-xl bg-line/70 motion-safe:animate-pulse" />
          <div className="h-10 w-48 rounded-full bg-line/70" />
        </div>
      </div>
      <div className="mx-auto mt-6 flex w-full max-w-3xl flex-col gap-4">
        {[0, 1, 2].map((card) => (
          <div
            key={card}
            className="h-32 rounded-card bg-white shadow-soft ring-1 ring-line motion-safe:animate-pulse"
          />
        ))}
      </div>
    </div>
  );
}
