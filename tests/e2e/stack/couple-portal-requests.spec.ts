import type { Page } from '@playwright/test';
import { csPortal } from '../../../src/texts/cs-portal';
import { expectNoAxeViolations } from '../support/axe';
import { registerAndSignIn } from '../support/couple-account';
import { bookSignedIn, configurePortalSpec, newPortalPage, portalCouple, requestAndWithdraw } from '../support/couple-portal-journey';
import { expect, test } from '../support/fixtures';

/*
 * The couple's portal on the local stack (issue 10), its requests: a couple registers with Strapi and confirms the
 * e-mail, books while signed in (the form prefilled from the account), sees the request in "Moje svatba" (the
 * myBookings callable, which verifies the Strapi session with Strapi itself), and withdraws a second request. What
 * follows a confirmation (deposit, messages, documents, the account's data) is couple-portal-deposit.spec.ts.
 */

const account = portalCouple('r');

configurePortalSpec();

let weddingDate = '';
let couple: Page;

test('a couple registers, confirms the e-mail, books signed in (prefilled) and sees the request in Moje svatba', async ({ browser }) => {
  couple = await newPortalPage(browser);
  const page = couple;
  await registerAndSignIn(page, account);
  await expect(page.getByText(csPortal.empty)).toBeVisible();
  await expectNoAxeViolations(page, '/ucet (no booking)');

  // Six months ahead: a month neither the booking journey nor earlier runs fill.
  ({ weddingDate } = await bookSignedIn(page, account, 6));

  await page.goto('/ucet');
  const card = page.getByRole('article', { name: csPortal.card.heading(weddingDate) });
  await expect(card.getByText(csPortal.status.new.label)).toBeVisible();
  await expect(card.getByText('Celý den')).toBeVisible();
  await expect(card.getByRole('button', { name: csPortal.withdraw.action })).toBeVisible();
  await expectNoAxeViolations(page, '/ucet (new request)');
});

test('the couple sends a second request (quick form, prefilled) and withdraws it in Moje svatba once they confirm', async () => {
  expect(weddingDate, 'the first test booked').not.toBe('');
  await requestAndWithdraw(couple, account, weddingDate);
  await couple.context().close();
});
