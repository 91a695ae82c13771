import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { csAccount } from '../../../src/texts/cs-account';
import { csErrors } from '../../../src/texts/cs-errors';
// @ts-expect-error -- plain ESM helper of the cms package, no type declarations
import { consentAddress } from '../../../cms/test-support/oauth-provider-standin.mjs';
import { expect, test } from '../support/fixtures';

/** The Google stand-in the e2e Strapi talks to (tests/e2e/support/strapi-e2e-server.mjs). */
const standin = () => (JSON.parse(readFileSync('.tmp/strapi-e2e.json', 'utf8')) as { providerStandinUrl: string }).providerStandinUrl;

/**
 * The browser's trip to Google's consent screen goes to the stand-in's, where the visitor signs in as `email`: the one
 * address Chromium cannot reach here. Everything else is the real round trip: the site's link, Strapi's /connect with
 * its session cookie, the stand-in's redirect back to Strapi, Strapi's code exchange, and the site's callback page.
 */
async function consentAtGoogleAs(page: Page, email: string) {
  await page.route('https://accounts.google.com/**', (route) =>
    route.fulfill({ status: 302, headers: { Location: (consentAddress as (s: string, l: string, c: { email: string }) => string)(standin(), route.request().url(), { email }) } }),
  );
}

test('a couple signs in with Google: consent, back through Strapi, and the site trades Strapi’s cookie for a session that survives a reload and signs out at Strapi', async ({ page }) => {
  const email = `google-e2e-${Date.now().toString(36)}@example.cz`;
  await consentAtGoogleAs(page, email);
  const exchange = page.waitForRequest((request) => new URL(request.url()).pathname === '/api/auth/google/callback');
  await page.goto('/prihlaseni');
  await page.getByRole('link', { name: csAccount.providerSignIn(csAccount.provider.google) }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(csAccount.accountTitle);
  await expect(page.getByText(email)).toBeVisible();
  // Nothing of the round trip stays in the address bar.
  expect(new URL(page.url()).pathname).toBe('/ucet');
  expect(new URL(page.url()).search).toBe('');
  // The exchange went with Strapi's session cookie: a credentialed request the site's origin may make (CORS).
  const request = await exchange;
  expect((await request.allHeaders()).cookie ?? '').toContain('koa.sess=');
  const answer = await request.response();
  expect(answer?.status()).toBe(200);
  // Refresh mode: the answer carries the access token (kept in memory) but never the refresh token, which Strapi set
  // as its HttpOnly cookie; a reload restores the couple through that cookie, as after a password sign-in.
  expect(Object.keys((await answer!.json()) as object).sort()).toEqual(['jwt', 'user']);
  expect(await page.evaluate(() => document.cookie)).not.toMatch(/eyJ/);
  const refreshCookie = async () => (await page.context().cookies()).find((cookie) => cookie.name === 'strapi_up_refresh');
  expect(await refreshCookie()).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/api/auth' });
  await page.reload();
  await expect(page.getByText(email)).toBeVisible();
  await page.getByRole('button', { name: csAccount.signOut }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(csAccount.signInTitle);
  expect(await refreshCookie()).toBeUndefined();
});

// The refused exchange answers 400, which Chromium logs as a failed resource.
test.describe(() => {
  test.use({ expectedConsoleErrors: [/status of 400 \(Bad Request\) \(http:\/\/127\.0\.0\.1:\d+\/api\/auth\/google\/callback/] });

  test('a Google account with the e-mail of a password account is refused in Czech and signs nobody in', async ({ page }) => {
    await consentAtGoogleAs(page, 'NOVOMANZELE@example.cz');
    await page.goto('/prihlaseni');
    await page.getByRole('link', { name: csAccount.providerSignIn(csAccount.provider.google) }).click();
    await expect(page.getByText(csErrors.messages['auth/provider-email-taken'])).toBeVisible();
    expect(new URL(page.url()).pathname).toBe('/prihlaseni');
    await page.goto('/ucet');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(csAccount.signInTitle);
  });
});
