import type { Reporter, TestCase, TestModule } from 'vitest/node';

/**
 * Prints, after every run, how many tests were skipped and why (the `skipReason` that
 * `onlyWith` in apps/server/src/test-support/only-with.ts records), so a machine without
 * ffmpeg or PostgreSQL says so instead of passing quietly.
 */
export default class SkippedTestsReporter implements Reporter {
  onTestRunEnd(testModules: ReadonlyArray<TestModule>): void {
    const byReason = new Map<string, number>();
    for (const module of testModules) {
      for (const test of module.children.allTests('skipped')) {
        const reason = skipReasonOf(test);
        byReason.set(reason, (byReason.get(reason) ?? 0) + 1);
      }
    }
    const total = [...byReason.values()].reduce((sum, count) => sum + count, 0);
    if (total === 0) {
      console.log('\nSkipped tests: none');
      return;
    }
    const lines = [...byReason.entries()]
      .sort(([, a], [, b]) => b - a)
      .map(([reason, count]) => `  ${String(count).padStart(4)}  ${reason}`);
    console.log(`\nSkipped tests: ${total}\n${lines.join('\n')}`);
  }
}

function skipReasonOf(test: TestCase): string {
  for (let node: TestCase | TestCase['parent'] = test; node.type !== 'module'; node = node.parent) {
    const reason = node.meta().skipReason;
    if (reason) return reason;
  }
  return 'no reason given (a test filter, or a skip without onlyWith)';
}
