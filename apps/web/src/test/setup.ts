import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';

// "find…" queries wait for what a page shows after its data arrives. Their default of 1 s is a timing
// assertion in disguise: on a shared, loaded machine the first render of a page (its lazy chunks, a
// large DOM for role queries) took longer, and the summary page's tests failed 6 runs in 6 under load.
// A test still fails when the thing never appears; it just waits longer before saying so.
configure({ asyncUtilTimeout: 10_000 });
// vi.waitFor has the same 1 s default and no setting for it: the pages' tests wait with it for lazy
// parts (the player's Listen button), so it gets the same 10 s unless a test asks for its own. Not
// under fake timers: there every check moves the clock on, and a long wait would skip past polls.
const waitFor = vi.waitFor;
vi.waitFor = ((callback, options) =>
  waitFor(
    callback,
    typeof options === 'number' || vi.isFakeTimers() ? options : { timeout: 10_000, ...options },
  )) as typeof vi.waitFor;

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});
