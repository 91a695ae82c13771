import type { Page } from '@playwright/test';
import { csAdmin } from '../../../src/texts/cs-admin';
import { expect } from './fixtures';
import { signInThroughForm } from './sign-in';
import { STACK_ADMIN } from './stack-site';

/**
 * Signs the photographer in on the stack's desk, searches the bookings and opens the couple's: by name, or the row
 * holding `code` where the couple has more than one booking.
 */
export async function openDeskBooking(admin: Page, booking: { search: string; coupleNames: string; code?: string }): Promise<void> {
  await admin.goto('/admin/bookings');
  await signInThroughForm(admin, STACK_ADMIN);
  await expect(admin.getByRole('heading', { level: 1 })).toHaveText(csAdmin.bookingsTitle);
  await admin.getByLabel(csAdmin.list.search).fill(booking.search);
  await admin.getByRole('button', { name: csAdmin.list.apply }).click();
  const rows = booking.code ? admin.getByRole('row').filter({ hasText: booking.code }) : admin;
  await rows.getByRole('link', { name: csAdmin.list.open(booking.coupleNames) }).click();
}

/** Confirms the open booking from its actions, through the confirmation dialog, and waits for the status it reports. */
export async function confirmDeskBooking(admin: Page): Promise<void> {
  const actions = admin.getByRole('region', { name: csAdmin.detail.actionsTitle });
  await actions.getByRole('button', { name: csAdmin.detail.actions.confirmed }).click();
  await admin.getByRole('alertdialog').getByRole('button', { name: csAdmin.detail.confirmYes }).click();
  await expect(actions.getByRole('status')).toHaveText(csAdmin.detail.changed(csAdmin.status.confirmed));
}
