import type { Browser, Page } from '@playwright/test';
import { expectNoAxeViolations } from './axe';
import { expect, type test as baseTest } from './fixtures';

/**
 * Pages of a serial walk's own (they outlive a test, unlike the fixture's `page`), watched as the fixture's page is:
 * console errors other than `expected` and uncaught exceptions fail the test, `goto` waits for the app to run, and on
 * a failure each open page's screenshot goes into the report. `axe` waits for React Aria's live announcements to go
 * first: a pending button's announcement stays 7 s, labelled by a button its dialog took away, and axe would report
 * the dangling reference.
 */
export function watchedPages(test: typeof baseTest, expected: RegExp) {
  const problems: string[] = [];
  const openPages = new Set<Page>();

  test.afterEach(async ({}, testInfo) => {
    if (testInfo.status !== testInfo.expectedStatus) {
      for (const page of openPages) {
        if (page.isClosed()) continue;
        const body = await page.screenshot({ fullPage: true }).catch(() => null);
        if (body) await testInfo.attach(`page ${page.url()}`, { body, contentType: 'image/png' });
      }
    }
    expect(problems.splice(0), 'the pages logged console errors or threw uncaught exceptions').toEqual([]);
  });

  async function newPage(browser: Browser, options: Parameters<Browser['newContext']>[0] = {}): Promise<Page> {
    const context = await browser.newContext({ locale: 'cs-CZ', timezoneId: 'Europe/Prague', ...options });
    const page = await context.newPage();
    page.on('console', (message) => {
      if (message.type() === 'error' && !expected.test(message.text())) problems.push(`console.error: ${message.text()}`);
    });
    openPages.add(page);
    page.on('close', () => openPages.delete(page));
    page.on('pageerror', (error) => problems.push(`pageerror: ${error.stack ?? error.message}`));
    const goto = page.goto.bind(page);
    page.goto = async (url, gotoOptions) => {
      const response = await goto(url, gotoOptions);
      await page.locator('html[data-app="ready"]').waitFor({ state: 'attached', timeout: 30_000 });
      return response;
    };
    return page;
  }

  async function axe(page: Page, where: string): Promise<void> {
    await expect(page.locator('[data-live-announcer] [aria-labelledby]')).toHaveCount(0);
    await expectNoAxeViolations(page, where);
  }

  return { newPage, axe };
}
