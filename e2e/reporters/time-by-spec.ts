import type { FullResult, Reporter, TestCase, TestResult } from '@playwright/test/reporter';

/** How many spec files the table lists, slowest first. */
const LISTED = 15;

/**
 * Ends the run's output with where its time went (issue 21): each spec file's summed test time, slowest
 * first, with its share of the whole. Tests run two at a time, so the sum is about twice the wall time.
 */
export default class TimeBySpec implements Reporter {
  private readonly bySpec = new Map<string, { seconds: number; tests: number }>();

  onTestEnd(test: TestCase, result: TestResult): void {
    const spec = test.location.file.split(/[\\/]/).pop() ?? test.location.file;
    const project = test.parent.project()?.name ?? '';
    const key = `${spec} [${project}]`;
    const entry = this.bySpec.get(key) ?? { seconds: 0, tests: 0 };
    entry.seconds += result.duration / 1000;
    entry.tests += 1;
    this.bySpec.set(key, entry);
  }

  onEnd(result: FullResult): void {
    const rows = [...this.bySpec.entries()].sort((a, b) => b[1].seconds - a[1].seconds);
    const total = rows.reduce((sum, [, { seconds }]) => sum + seconds, 0);
    if (total === 0) return;
    const lines = [
      `\nTest time by spec file (${(total / 60).toFixed(1)} min of tests in ${(result.duration / 60_000).toFixed(1)} min):`,
    ];
    for (const [spec, { seconds, tests }] of rows.slice(0, LISTED))
      lines.push(
        `  ${seconds.toFixed(0).padStart(5)} s  ${((seconds / total) * 100).toFixed(1).padStart(4)} %  ${String(tests).padStart(3)} tests  ${spec}`,
      );
    if (rows.length > LISTED) {
      const rest = rows.slice(LISTED).reduce((sum, [, { seconds }]) => sum + seconds, 0);
      lines.push(
        `  ${rest.toFixed(0).padStart(5)} s  ${((rest / total) * 100).toFixed(1).padStart(4)} %  the other ${rows.length - LISTED} files`,
      );
    }
    console.log(lines.join('\n'));
  }

  printsToStdio(): boolean {
    return true;
  }
}
