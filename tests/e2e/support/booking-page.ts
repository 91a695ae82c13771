import type { Page } from '@playwright/test';
import { csAdminBooking } from '../../../src/texts/cs-admin-booking';

/** Opens one of the booking page's tabs (Historie, Zprávy, E-maily); a reload shows Historie again. */
export async function openBookingTab(page: Page, tab: keyof typeof csAdminBooking.tabs): Promise<void> {
  await page.getByRole('tab', { name: csAdminBooking.tabs[tab] }).click();
}

/** Picks an action from the booking page's "Další akce" menu. */
export async function chooseMoreAction(page: Page, label: string): Promise<void> {
  await page.getByRole('button', { name: csAdminBooking.more }).click();
  await page.getByRole('menuitem', { name: label }).click();
}
