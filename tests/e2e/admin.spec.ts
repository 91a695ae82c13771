import { cs } from '../../src/texts/cs';
import { adminAccount, visitorAccount } from './support/demo-accounts';
import { expect, test } from './support/fixtures';
import { signInThroughForm as signIn } from './support/sign-in';

const LOGIN_AFTER_BOOKINGS = '/admin/login?next=%2Fadmin%2Fbookings';

test('an anonymous visitor of /admin/bookings is sent to sign in, with the way back kept', async ({ page }) => {
  await page.goto('/admin/bookings');
  await expect(page).toHaveURL(LOGIN_AFTER_BOOKINGS);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(cs.admin.loginTitle);
});

test('a signed-in non-admin is told they have no access', async ({ page }) => {
  await page.goto('/admin/bookings');
  await expect(page).toHaveURL(LOGIN_AFTER_BOOKINGS);
  await signIn(page, visitorAccount);

  await expect(page.getByRole('alert')).toContainText(cs.errorMessages['auth/forbidden']);
  await expect(page.getByRole('alert')).toContainText('auth/forbidden');
  await expect(page).toHaveURL(LOGIN_AFTER_BOOKINGS);

  // Still signed in as a visitor, the bookings page itself answers "no access" (403) inside the admin layout.
  await page.getByRole('link', { name: cs.admin.bookingsTitle }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(cs.errors.forbiddenHeading);
  await expect(page.locator('.error-page')).toHaveAttribute('data-status', '403');
  await expect(page.getByRole('table')).toHaveCount(0);
});

test('the photographer signs in and lands on the bookings desk', async ({ page }) => {
  await page.goto('/admin/bookings');
  await expect(page).toHaveURL(LOGIN_AFTER_BOOKINGS);
  await signIn(page, adminAccount);

  await expect(page).toHaveURL('/admin/bookings');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(cs.admin.bookingsTitle);
  await expect(page.getByText(`${cs.admin.signedInAs} ${adminAccount.email}`)).toBeVisible();
});

test('wrong credentials show the Czech invalid-credentials message', async ({ page }) => {
  await page.goto('/admin/login');
  await signIn(page, { ...adminAccount, password: `${adminAccount.password}-spatne` });
  await expect(page.getByRole('alert')).toContainText(cs.errorMessages['auth/invalid-credentials']);
  await expect(page).toHaveURL('/admin/login');
});
