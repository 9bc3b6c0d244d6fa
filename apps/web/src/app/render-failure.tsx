import { generalMessages } from '@podbite/contract';
import { PodBiteLogo } from '@/components/podbite-logo';

/**
 * What any render failure shows (spec §2): the router's error element on every
 * route, and AppErrorBoundary around it all. The router logs the error itself.
 */
export function RenderFailure() {
  return (
    <div role="alert" className="mx-auto flex max-w-md flex-col items-center gap-5 px-6 py-16 text-center">
      <PodBiteLogo size="lg" withWordmark={false} />
      <p className="text-lg font-semibold text-ink">{generalMessages.renderFailure}</p>
      <button
        type="button"
        onClick={() => window.location.reload()}
        className="rounded-full bg-brand-500 px-5 py-2.5 font-semibold text-white hover:bg-brand-600"
      >
        Reload page
      </button>
    </div>
  );
}
