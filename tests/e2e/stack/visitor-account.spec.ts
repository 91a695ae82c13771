import type { Page } from '@playwright/test';
import { csAccount } from '../../../src/texts/cs-account';
import { csErrors } from '../../../src/texts/cs-errors';
import { expect, test } from '../support/fixtures';
import { strapiMailed } from '../support/maildev';

const CONFIRMATION_LINK = /(https?:\/\/[^\s"'<>]+email-confirmation\?confirmation=[A-Za-z0-9]+)/;
const RESET_CODE = /code=([A-Za-z0-9]+)/;

/** The solved bot-barrier payloads the page sends to Strapi with registration, the confirmation resend and forgot-password. */
function sentChallenges(page: Page): string[] {
  const sent: string[] = [];
  page.on('request', (request) => {
    const guarded = /\/api\/auth\/(local\/register|send-email-confirmation|forgot-password)$/.test(new URL(request.url()).pathname);
    if (guarded && request.method() === 'POST') sent.push(request.headers()['x-altcha'] ?? '');
  });
  return sent;
}

// Signing in before confirming is refused with 400, which Chromium logs as a failed resource.
test.use({ expectedConsoleErrors: [/status of 400 \(Bad Request\) \(http:\/\/127\.0\.0\.1:\d+\/api\/auth\/local:/] });

test('a couple registers (the bot barrier solving in the browser), confirms the e-mail and signs in through the UI against Strapi', async ({ page }) => {
  const email = `e2e-${Date.now().toString(36)}@example.cz`;
  const workers: string[] = [];
  page.on('worker', (worker) => workers.push(worker.url()));
  const sent = sentChallenges(page);
  await page.goto('/registrace');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(csAccount.registerTitle);
  await page.getByLabel(csAccount.username).fill(email.split('@')[0]!);
  await page.getByLabel(csAccount.email).fill(email);
  await page.getByLabel(csAccount.password, { exact: true }).fill('Svatba2027e2e');
  // The bot barrier: the ALTCHA widget sits in the form, invisible, with a challenge from Strapi.
  await expect(page.locator('form altcha-widget')).toHaveCount(1);
  await expect(page.locator('[data-bot-barrier]')).toBeHidden();
  await page.getByRole('button', { name: csAccount.register }).click();
  await expect(page.getByText(csAccount.registered)).toBeVisible();
  // Solved in the widget's same-origin Web Worker and sent along; Strapi accepted it (the account exists).
  expect(workers.filter((url) => new URL(url).pathname.startsWith('/assets/pbkdf2'))).not.toEqual([]);
  expect(sent).toHaveLength(1);
  expect(sent[0]).toMatch(/^[A-Za-z0-9+/]+=*$/);

  // Signing in before confirming is refused in Czech.
  await page.goto('/prihlaseni');
  await page.getByLabel(csAccount.identifier).fill(email);
  await page.getByLabel(csAccount.password, { exact: true }).fill('Svatba2027e2e');
  await page.getByRole('button', { name: csAccount.signIn }).click();
  await expect(page.getByText(csErrors.messages['auth/not-confirmed'])).toBeVisible();
  // "Send it again" is behind the barrier too: its own small form's widget solves a fresh challenge, a new link goes out.
  await expect.poll(() => strapiMailed(email, CONFIRMATION_LINK)).toContain('confirmation=');
  const firstLink = await strapiMailed(email, CONFIRMATION_LINK);
  await page.getByRole('button', { name: csAccount.resendConfirmation }).click();
  await expect(page.getByText(csAccount.confirmationResent)).toBeVisible();
  expect(sent).toHaveLength(2);
  await expect.poll(() => strapiMailed(email, CONFIRMATION_LINK)).not.toBe(firstLink);

  // The link in the newest e-mail confirms the account and comes back to the sign-in page.
  await page.goto(await strapiMailed(email, CONFIRMATION_LINK));
  await expect(page).toHaveURL(/\/prihlaseni\?potvrzeno=1$/);
  await expect(page.getByText(csAccount.confirmedNotice)).toBeVisible();

  await page.getByLabel(csAccount.identifier).fill(email);
  await page.getByLabel(csAccount.password, { exact: true }).fill('Svatba2027e2e');
  await page.getByRole('button', { name: csAccount.signIn }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(csAccount.accountTitle);
  await expect(page.getByText(email)).toBeVisible();

  // No script can read the session: the page's own cookies hold no token, Strapi's refresh cookie is HttpOnly.
  expect(await page.evaluate(() => document.cookie)).not.toMatch(/eyJ/);
  const refreshCookie = async () => (await page.context().cookies()).find((cookie) => cookie.name === 'strapi_up_refresh');
  expect(await refreshCookie()).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/api/auth' });

  // The session survives a reload (the HttpOnly refresh cookie → POST /auth/refresh → GET /users/me at start-up).
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(csAccount.accountTitle);
  await expect(page.getByText(email)).toBeVisible();
  await page.getByRole('button', { name: csAccount.signOut }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(csAccount.signInTitle);
  // Signed out at Strapi: its cookie is gone, and a reload restores nobody.
  expect(await refreshCookie()).toBeUndefined();
  await page.goto('/ucet');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(csAccount.signInTitle);

  // Forgot-password sits behind the same barrier: the widget solves a fresh challenge and the reset e-mail goes out.
  await page.goto('/zapomenute-heslo');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(csAccount.forgotTitle);
  await page.getByLabel(csAccount.email).fill(email);
  await expect(page.locator('form altcha-widget')).toHaveCount(1);
  await page.getByRole('button', { name: csAccount.sendResetLink }).click();
  await expect(page.getByText(csAccount.resetLinkSent)).toBeVisible();
  await expect.poll(() => strapiMailed(email, RESET_CODE)).not.toBe('');
  expect(sent).toHaveLength(3);
  expect(new Set(sent).size).toBe(3);
});
