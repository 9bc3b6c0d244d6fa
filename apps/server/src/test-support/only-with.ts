import type { TestOptions } from 'vitest';

declare module 'vitest' {
  interface TaskMeta {
    /** Why a test skipped itself; scripts/skipped-tests-reporter.ts counts skipped tests by it. */
    skipReason?: string;
  }
}

/**
 * Options for a test or suite that needs something this machine may lack (a program, PostgreSQL):
 * it is skipped without it, and the run's summary counts it under "needs <requirement>", never silently.
 *   describe('the pocketsphinx engine', onlyWith('pocketsphinx', canRecognize), () => { ... })
 */
export function onlyWith(requirement: string, available: unknown): TestOptions {
  return { skip: !available, meta: { skipReason: `needs ${requirement}` } };
}
