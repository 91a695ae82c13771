import type { Locator, Page } from '@playwright/test';
import type { Wedding } from '../../../domain/content/wedding';
import { csContent } from '../../../src/texts/cs-content';
import { expect } from './fixtures';

/** Moves focus with Tab only, as a keyboard user would, until `target` has it. */
export async function tabUntilFocused(page: Page, target: Locator, maxPresses = 60): Promise<void> {
  for (let presses = 0; presses < maxPresses; presses += 1) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  await expect(target, `reachable with at most ${maxPresses} presses of Tab`).toBeFocused();
}

export function firstThumbnail(page: Page, wedding: Wedding): Locator {
  return page.getByRole('button', { name: csContent.wedding.openImage(1, wedding.gallery.length), exact: true });
}

/** Opens the lightbox on the first photo with the keyboard only; returns the dialog. */
export async function openLightboxWithKeyboard(page: Page, wedding: Wedding): Promise<Locator> {
  const thumbnail = firstThumbnail(page, wedding);
  await tabUntilFocused(page, thumbnail);
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: csContent.lightbox.label });
  await expect(dialog).toBeVisible();
  return dialog;
}
