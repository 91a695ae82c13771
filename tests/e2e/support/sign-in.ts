import type { Page } from '@playwright/test';
import type { MemoryAccountSeed } from '../../../adapters/memory/demo-accounts';
import { csAdmin } from '../../../src/texts/cs-admin';

/**
 * Signs in through the admin sign-in form on the current page. The memory profile keeps the session in memory,
 * so callers continue with in-app navigation, never page.goto.
 */
export async function signInThroughForm(page: Page, account: Pick<MemoryAccountSeed, 'email' | 'password'>): Promise<void> {
  await page.getByLabel(csAdmin.email).fill(account.email);
  await page.getByLabel(csAdmin.password).fill(account.password);
  await page.getByRole('button', { name: csAdmin.signIn }).click();
}
