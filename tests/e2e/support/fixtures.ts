import { test as base, expect, type ConsoleMessage } from '@playwright/test';

export { expect };

interface BrowserProblem {
  text: string;
  /** True when the message logs a fatal route error (see `tolerateFatalRouteErrorLogs`). */
  fatalRouteError: boolean;
}

interface FixtureOptions {
  /**
   * Known app bug (reported, see errors.spec.ts): a fatal 404 is rethrown from the layout's error boundary during
   * render, and React and React Router then log it with console.error. Only specs that check other behaviour of
   * fatal 404 pages set this; it ignores exactly those logs (a 404 route error with `fatal: true`), nothing else.
   */
  tolerateFatalRouteErrorLogs: boolean;
}

function isFatalRouteError(value: unknown): boolean {
  if (typeof value !== 'object' || value === null) return false;
  const { status, data } = value as { status?: unknown; data?: { fatal?: unknown } };
  return status === 404 && data?.fatal === true;
}

async function describeConsoleError(message: ConsoleMessage): Promise<BrowserProblem> {
  const { url, lineNumber } = message.location();
  const values = await Promise.all(message.args().map((arg) => arg.jsonValue().catch(() => undefined)));
  return {
    text: `console.error: ${message.text()}${url ? ` (${url}:${lineNumber})` : ''}`,
    fatalRouteError: values.some(isFatalRouteError),
  };
}

/**
 * Every spec imports `test` from here: a page that logs a console error or throws an uncaught exception fails its
 * test, whatever the test itself asserts.
 */
export const test = base.extend<FixtureOptions & { browserProblems: void }>({
  tolerateFatalRouteErrorLogs: [false, { option: true }],
  browserProblems: [
    async ({ page, tolerateFatalRouteErrorLogs }, use) => {
      const pending: Array<Promise<BrowserProblem>> = [];
      page.on('console', (message) => {
        if (message.type() === 'error') pending.push(describeConsoleError(message));
      });
      page.on('pageerror', (error) =>
        pending.push(Promise.resolve({ text: `pageerror: ${error.stack ?? error.message}`, fatalRouteError: false })),
      );
      await use();
      const problems = (await Promise.all(pending))
        .filter((problem) => !(tolerateFatalRouteErrorLogs && problem.fatalRouteError))
        .map((problem) => problem.text);
      expect(problems, 'the page logged console errors or threw uncaught exceptions').toEqual([]);
    },
    { auto: true },
  ],
});
