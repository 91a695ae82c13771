import { csErrors } from '../../src/texts/cs-errors';
import { csAdmin } from '../../src/texts/cs-admin';
import { adminAccount, visitorAccount } from './support/e2e-accounts';
import { expect, test } from './support/fixtures';
import { signInThroughForm as signIn } from './support/sign-in';

const LOGIN_AFTER_BOOKINGS = '/admin/login?next=%2Fadmin%2Fbookings';

test('an anonymous visitor of /admin/bookings is sent to sign in, with the way back kept', async ({ page }) => {
  await page.goto('/admin/bookings');
  await expect(page).toHaveURL(LOGIN_AFTER_BOOKINGS);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(csAdmin.loginTitle);
});

test('a signed-in non-admin is told they have no access', async ({ page }) => {
  await page.goto('/admin/bookings');
  await expect(page).toHaveURL(LOGIN_AFTER_BOOKINGS);
  await signIn(page, visitorAccount);

  await expect(page.getByRole('alert')).toContainText(csErrors.messages['auth/forbidden']);
  await expect(page.getByRole('alert')).toContainText('auth/forbidden');
  await expect(page).toHaveURL(LOGIN_AFTER_BOOKINGS);

  // Still signed in as a visitor, the bookings page itself answers "no access" (403) inside the admin layout.
  await page.getByRole('link', { name: csAdmin.bookingsTitle }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(csErrors.forbiddenHeading);
  await expect(page.locator('.error-page')).toHaveAttribute('data-status', '403');
  await expect(page.getByRole('table')).toHaveCount(0);
});

test('the photographer signs in and lands on the bookings desk', async ({ page }) => {
  await page.goto('/admin/bookings');
  await expect(page).toHaveURL(LOGIN_AFTER_BOOKINGS);
  await signIn(page, adminAccount);

  await expect(page).toHaveURL('/admin/bookings');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(csAdmin.bookingsTitle);
  await expect(page.getByText(`${csAdmin.signedInAs} ${adminAccount.email}`)).toBeVisible();
});

test('wrong credentials show the Czech invalid-credentials message', async ({ page }) => {
  await page.goto('/admin/login');
  await signIn(page, { ...adminAccount, password: `${adminAccount.password}-spatne` });
  await expect(page.getByRole('alert')).toContainText(csErrors.messages['auth/invalid-credentials']);
  await expect(page).toHaveURL('/admin/login');
});
