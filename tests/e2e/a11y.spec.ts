import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { cs } from '../../src/texts/cs';
import { adminAccount } from './support/demo-accounts';
import { expect, test } from './support/fixtures';
import { openLightboxWithKeyboard } from './support/lightbox';
import { openPage } from './support/page-helpers';
import { expectedPages, firstWedding } from './support/routes';
import { signInThroughForm } from './support/sign-in';

const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];
const BLOCKING_IMPACTS = new Set(['serious', 'critical']);

/** Runs axe on the page as it is now; fails on serious or critical violations, listed one per node. */
async function expectNoSeriousViolations(page: Page): Promise<void> {
  const results = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
  const blocking = results.violations.filter((violation) => BLOCKING_IMPACTS.has(violation.impact ?? ''));
  const report = blocking.flatMap((violation) =>
    violation.nodes.map(
      (node) =>
        `[${violation.impact}] ${violation.id}: ${violation.help}\n  at ${node.target.join(' ')}\n  ${node.failureSummary?.replace(/\n/g, '\n  ') ?? ''}\n  ${violation.helpUrl}`,
    ),
  );
  expect(report, `axe found serious or critical WCAG 2.1 AA violations on ${page.url()}:\n\n${report.join('\n\n')}`).toEqual(
    [],
  );
}

test.describe('no serious or critical WCAG 2.1 AA violations', () => {
  for (const expected of expectedPages) {
    test(expected.path, async ({ page }) => {
      await openPage(page, expected.path, expected.h1);
      await expectNoSeriousViolations(page);
    });
  }

  test('404 page', async ({ page }) => {
    await openPage(page, '/neco/co/neexistuje', cs.errors.notFoundHeading);
    await expectNoSeriousViolations(page);
  });

  test('fatal 404 page (no site layout)', async ({ page }) => {
    await openPage(page, '/weddings/Spatny_Slug', cs.errors.notFoundHeading);
    await expectNoSeriousViolations(page);
  });

  test('admin bookings, signed in', async ({ page }) => {
    await openPage(page, '/admin/login', cs.admin.loginTitle);
    await signInThroughForm(page, adminAccount);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(cs.admin.bookingsTitle);
    await expectNoSeriousViolations(page);
  });

  test('open lightbox', async ({ page }) => {
    await openPage(page, `/weddings/${firstWedding.slug}`, firstWedding.title);
    await openLightboxWithKeyboard(page, firstWedding);
    await expectNoSeriousViolations(page);
  });
});
