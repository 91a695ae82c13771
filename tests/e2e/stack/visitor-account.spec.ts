import { readFileSync } from 'node:fs';
import { csAccount } from '../../../src/texts/cs-account';
import { csErrors } from '../../../src/texts/cs-errors';
import { expect, test } from '../support/fixtures';
import { inbox } from '../support/maildev';

/** The newest link in the confirmation e-mails Strapi sent to `email` over SMTP (its MailDev); '' while there is none. */
async function confirmationLink(email: string): Promise<string> {
  const { mailUrl } = JSON.parse(readFileSync('.tmp/strapi-e2e.json', 'utf8')) as { mailUrl: string };
  for (const mail of (await inbox(mailUrl)).reverse()) {
    const link = mail.to.includes(email) ? /(https?:\/\/[^\s"'<>]+email-confirmation\?confirmation=[A-Za-z0-9]+)/.exec(`${mail.html}${mail.text}`) : null;
    if (link?.[1]) return link[1];
  }
  return '';
}

// Signing in before confirming is refused with 400, which Chromium logs as a failed resource.
test.use({ expectedConsoleErrors: [/status of 400 \(Bad Request\) \(http:\/\/127\.0\.0\.1:\d+\/api\/auth\/local:/] });

test('a couple registers, confirms the e-mail and signs in through the UI against Strapi', async ({ page }) => {
  const email = `e2e-${Date.now().toString(36)}@example.cz`;
  await page.goto('/registrace');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(csAccount.registerTitle);
  await page.getByLabel(csAccount.username).fill(email.split('@')[0]!);
  await page.getByLabel(csAccount.email).fill(email);
  await page.getByLabel(csAccount.password, { exact: true }).fill('Svatba2027e2e');
  await page.getByRole('button', { name: csAccount.register }).click();
  await expect(page.getByText(csAccount.registered)).toBeVisible();

  // Signing in before confirming is refused in Czech.
  await page.goto('/prihlaseni');
  await page.getByLabel(csAccount.identifier).fill(email);
  await page.getByLabel(csAccount.password, { exact: true }).fill('Svatba2027e2e');
  await page.getByRole('button', { name: csAccount.signIn }).click();
  await expect(page.getByText(csErrors.messages['auth/not-confirmed'])).toBeVisible();

  // The link in the e-mail confirms the account and comes back to the sign-in page.
  await expect.poll(() => confirmationLink(email)).toContain('confirmation=');
  await page.goto(await confirmationLink(email));
  await expect(page).toHaveURL(/\/prihlaseni\?potvrzeno=1$/);
  await expect(page.getByText(csAccount.confirmedNotice)).toBeVisible();

  await page.getByLabel(csAccount.identifier).fill(email);
  await page.getByLabel(csAccount.password, { exact: true }).fill('Svatba2027e2e');
  await page.getByRole('button', { name: csAccount.signIn }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(csAccount.accountTitle);
  await expect(page.getByText(email)).toBeVisible();

  // The session survives a reload (token cookie → GET /users/me at start-up).
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(csAccount.accountTitle);
  await expect(page.getByText(email)).toBeVisible();
  await page.getByRole('button', { name: csAccount.signOut }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(csAccount.signInTitle);
});
