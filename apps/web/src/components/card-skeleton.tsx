/** A card's outline while its list loads: lists never show a blank page. */
export function CardSkeleton() {
  return (
    <div aria-hidden="true" className="overflow-hidden rounded-card bg-white ring-1 ring-line">
      <div className="aspect-video motion-safe:animate-pulse bg-line" />
      <div className="flex flex-col gap-2 p-3">
        <div className="h-4 w-4/5 rounded motion-safe:animate-pulse bg-line" />
        <div className="h-3 w-1/2 rounded motion-safe:animate-pulse bg-line" />
      </div>
    </div>
  );
}

/** `count` skeleton cards, announced once to screen readers. */
export function CardSkeletons({ count, label = 'Loading summaries' }: { count: number; label?: string }) {
  return (
    <>
      <span className="sr-only" role="status">
        {label}
      </span>
      {Array.from({ length: count }, (_, index) => (
        <CardSkeleton key={index} />
      ))}
    </>
  );
}
