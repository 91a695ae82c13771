import type { Browser, BrowserContextOptions, Page } from '@playwright/test';
import { csAccount } from '../../../src/texts/cs-account';
import { expect } from './fixtures';
import { strapiMailed } from './maildev';

/** A couple's Strapi account as the stack walks register it (unique per run). */
export interface CoupleAccount {
  readonly username: string;
  readonly email: string;
  readonly password: string;
}

const CONFIRMATION_LINK = /(https?:\/\/[^\s"'<>]+email-confirmation\?confirmation=[A-Za-z0-9]+)/;

/** A page in a fresh browser context of a visitor in Czechia (locale, Prague time), plus e.g. a phone's viewport. */
export async function newCzechPage(browser: Browser, options: BrowserContextOptions = {}): Promise<Page> {
  const context = await browser.newContext({ locale: 'cs-CZ', timezoneId: 'Europe/Prague', ...options });
  return context.newPage();
}

/** Fills and sends the couple's sign-in form at /prihlaseni; what follows (success or a refusal) is the caller's. */
export async function sendCoupleSignIn(page: Page, account: Pick<CoupleAccount, 'email' | 'password'>): Promise<void> {
  await page.goto('/prihlaseni');
  await page.getByLabel(csAccount.identifier).fill(account.email);
  await page.getByLabel(csAccount.password, { exact: true }).fill(account.password);
  await page.getByRole('button', { name: csAccount.signIn }).click();
}

/** Signs the couple in and waits for their account page. */
export async function signInAsCouple(page: Page, account: Pick<CoupleAccount, 'email' | 'password'>): Promise<void> {
  await sendCoupleSignIn(page, account);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(csAccount.accountTitle);
}

/** Registers the couple with Strapi, opens the confirmation link Strapi mailed, and signs in. */
export async function registerAndSignIn(page: Page, account: CoupleAccount): Promise<void> {
  await page.goto('/registrace');
  await page.getByLabel(csAccount.username).fill(account.username);
  await page.getByLabel(csAccount.email).fill(account.email);
  await page.getByLabel(csAccount.password, { exact: true }).fill(account.password);
  await page.getByRole('button', { name: csAccount.register }).click();
  await expect(page.getByText(csAccount.registered)).toBeVisible();
  await expect.poll(() => strapiMailed(account.email, CONFIRMATION_LINK)).toContain('confirmation=');
  await page.goto(await strapiMailed(account.email, CONFIRMATION_LINK));
  await signInAsCouple(page, account);
}
