import { REWIND_SECONDS } from '@podbite/contract';
import { useEffect } from 'react';
import type { PlayerController } from './player-controller';
import { readPlayerShortcut, type PlayerShortcut } from './player-shortcuts';

/** Listens for the player's keys on the page while `active` (see player-shortcuts for which keys). */
export function usePlayerShortcuts(controller: PlayerController, active: boolean): void {
  useEffect(() => {
    if (!active) return;
    const actions: Record<PlayerShortcut, () => void> = {
      'toggle-play': () => controller.togglePlay(),
      rewind: () => controller.seekBy(-REWIND_SECONDS),
      forward: () => controller.seekBy(REWIND_SECONDS),
      previous: () => controller.previous(),
      next: () => controller.next(),
    };
    const onKeyDown = (event: KeyboardEvent) => {
      const shortcut = readPlayerShortcut(event);
      if (!shortcut) return;
      // Space would also scroll the page, and arrows scroll it sideways.
      event.preventDefault();
      actions[shortcut]();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [controller, active]);
}
