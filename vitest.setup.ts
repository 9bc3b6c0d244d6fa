import { afterEach, vi } from 'vitest';

// A test that logs an unexpected console.error fails (STYLE.md §10): an error
// nobody asserted on is a bug nobody will see. Tests that expect one spy on
// console.error themselves (vi.spyOn(console, 'error').mockImplementation(...)).
const originalError = console.error;
let unexpected: unknown[][] = [];
console.error = (...args: unknown[]) => {
  unexpected.push(args);
  originalError(...args);
};
afterEach(() => {
  const logged = unexpected;
  unexpected = [];
  vi.restoreAllMocks();
  if (logged.length > 0) {
    throw new Error(`Unexpected console.error: ${logged.map((a) => a.map(String).join(' ')).join('\n')}`);
  }
});
