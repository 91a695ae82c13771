import type { Page } from '@playwright/test';
import type { MemoryAccountSeed } from '../../../adapters/memory/demo-accounts';
import { cs } from '../../../src/texts/cs';

/**
 * Signs in through the admin sign-in form on the current page. The memory profile keeps the session in memory,
 * so callers continue with in-app navigation, never page.goto.
 */
export async function signInThroughForm(page: Page, account: Pick<MemoryAccountSeed, 'email' | 'password'>): Promise<void> {
  await page.getByLabel(cs.admin.email).fill(account.email);
  await page.getByLabel(cs.admin.password).fill(account.password);
  await page.getByRole('button', { name: cs.admin.signIn }).click();
}
