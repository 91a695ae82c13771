import { test as base, expect, type ConsoleMessage } from '@playwright/test';

export { expect };

function describeConsoleError(message: ConsoleMessage): string {
  const { url, lineNumber } = message.location();
  return `console.error: ${message.text()}${url ? ` (${url}:${lineNumber})` : ''}`;
}

/**
 * Every spec imports `test` from here: a page that logs a console error or throws an uncaught exception fails its
 * test, whatever the test itself asserts. Expected failures (404, 403) must not be logged as errors either.
 */
export const test = base.extend<{ browserProblems: void; expectedConsoleErrors: RegExp[] }>({
  /**
   * `page.goto` returns once the app runs on the page: a prerendered content page is readable at once but starts
   * its scripts after loading, and a test, like a visitor, interacts with the running app. Not with JS disabled.
   */
  page: async ({ page, javaScriptEnabled }, use) => {
    if (javaScriptEnabled !== false) {
      const goto = page.goto.bind(page);
      page.goto = async (url, options) => {
        const response = await goto(url, options);
        await page.locator('html[data-app="ready"]').waitFor({ state: 'attached', timeout: 30_000 });
        return response;
      };
    }
    await use(page);
  },
  /** Console errors a test provokes on purpose (the browser logs every 4xx response, e.g. a refused sign-in). */
  expectedConsoleErrors: [[], { option: true }],
  browserProblems: [
    async ({ page, expectedConsoleErrors }, use) => {
      const problems: string[] = [];
      page.on('console', (message) => {
        if (message.type() !== 'error') return;
        const description = describeConsoleError(message);
        if (!expectedConsoleErrors.some((pattern) => pattern.test(description))) problems.push(description);
      });
      page.on('pageerror', (error) => problems.push(`pageerror: ${error.stack ?? error.message}`));
      // Content-Security-Policy violations (the preview serves firebase.json's CSP), reported by the page itself.
      await page.addInitScript(() => {
        const seen: string[] = [];
        (window as unknown as { __cspViolations: string[] }).__cspViolations = seen;
        document.addEventListener('securitypolicyviolation', (event) => {
          seen.push(`${event.violatedDirective} blocked ${event.blockedURI || 'inline'}`);
        });
      });
      await use();
      const violations = await page
        .evaluate(() => (window as unknown as { __cspViolations?: string[] }).__cspViolations ?? [])
        .catch(() => [] as string[]);
      for (const violation of violations) problems.push(`CSP violation: ${violation}`);
      expect(problems, 'the page logged console errors or threw uncaught exceptions').toEqual([]);
    },
    { auto: true },
  ],
});
