import type {Reporter, TestCase, TestResult} from '@playwright/test/reporter';

/**
 * Ends the run with the figures the tests report (annotations `figure`, summed, and
 * `figure-max`, the largest value, as `name: number`) and the plain "N passed, N failed" line
 * CI reads.
 */
export default class SummaryReporter implements Reporter {
  private passed = 0;
  private failed = 0;
  private skipped = 0;
  private figures = new Map<string, number>();

  onTestEnd(test: TestCase, result: TestResult): void {
    // Count each test once, by its final outcome (retries included).
    if (result.retry < test.retries && result.status !== 'passed' && result.status !== 'skipped') return;
    if (result.status === 'passed') this.passed++;
    else if (result.status === 'skipped') this.skipped++;
    else this.failed++;
    for (const {type, description} of result.annotations) {
      const figure = /^(.+): (\d+)$/.exec(description ?? '');
      if (!figure || (type !== 'figure' && type !== 'figure-max')) continue;
      const [, name, value] = figure as unknown as [string, string, string];
      const previous = this.figures.get(name) ?? 0;
      this.figures.set(
        name,
        type === 'figure' ? previous + Number(value) : Math.max(previous, Number(value)),
      );
    }
  }

  onEnd(): void {
    if (this.figures.size > 0) {
      console.log('e2e figures:');
      for (const [name, value] of this.figures) console.log(`  ${name}: ${value}`);
    }
    console.log(`e2e: ${this.passed} passed, ${this.failed} failed, ${this.skipped} skipped`);
  }
}
