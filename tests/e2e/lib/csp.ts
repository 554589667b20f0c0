// Content-Security-Policy violations a test's pages report, for the specs that run under the CSP.
import {test as base, type PageProblems} from '../fixtures';

/**
 * Adds `reported`: every CSP violation the pages of a test report (`securitypolicyviolation`,
 * listened for before any page script runs), on every page it opens.
 */
export const test = base.extend<{reported: string[]}>({
  reported: async ({page}, use) => {
    const reported: string[] = [];
    await page.exposeFunction('reportCspViolation', (violation: string) => reported.push(violation));
    await page.addInitScript(() => {
      document.addEventListener('securitypolicyviolation', (event) => {
        const where = `${event.sourceFile}:${event.lineNumber}`;
        void (window as unknown as {reportCspViolation: (v: string) => void}).reportCspViolation(
          `${event.violatedDirective} blocked ${event.blockedURI || 'inline'} on ${location.pathname} (${where})`,
        );
      });
    });
    await use(reported);
  },
});

export {expect} from '../fixtures';

/** What the pages reported, and what the browser logged about the policy. */
export function cspViolations(reported: string[], problems: PageProblems): string[] {
  const logged = problems.consoleErrors.filter((error) => /Content Security Policy|Refused to/.test(error));
  return [...reported, ...logged];
}
