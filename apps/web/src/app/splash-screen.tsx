import { PodBiteLogo } from '@/components/podbite-logo';

/** Shown while the session resolves, so nobody sees a screen they may not be allowed on. */
export function SplashScreen() {
  return (
    <div role="status" aria-label="Loading PodBite" className="grid min-h-dvh place-items-center bg-paper">
      <PodBiteLogo size="xl" withWordmark={false} className="motion-safe:animate-pulse" />
    </div>
  );
}
