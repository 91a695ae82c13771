import type { Locator, Page } from '@playwright/test';
import { csBooking } from '../../../src/texts/cs-booking';
import { csErrors } from '../../../src/texts/cs-errors';
import { expect } from './fixtures';

/** Opens an address and waits until its page heading is rendered (cheaper and more telling than networkidle). */
/** Opens a page and waits until the app runs on it (a prerendered content page starts its scripts after loading). */
export async function openPage(page: Page, path: string, h1: string): Promise<void> {
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(h1);
  await appReady(page);
}

/** Waits for the app to have hydrated or rendered the page (app-routes.tsx marks `<html data-app="ready">`). */
export async function appReady(page: Page): Promise<void> {
  await expect(page.locator('html[data-app="ready"]')).toHaveCount(1, { timeout: 30_000 });
}

/** Parsed contents of every JSON-LD script on the page. */
export async function jsonLdBlocks(page: Page): Promise<Array<Record<string, unknown>>> {
  const texts = await page.locator('script[type="application/ld+json"]').allTextContents();
  return texts.map((text) => JSON.parse(text) as Record<string, unknown>);
}

export function hasType(block: Record<string, unknown>, type: string): boolean {
  const value = block['@type'];
  return Array.isArray(value) ? value.includes(type) : value === type;
}

/** User-perceived characters, as Google counts a headline. */
export function graphemeCount(text: string): number {
  return [...new Intl.Segmenter('cs', { granularity: 'grapheme' }).segment(text)].length;
}

/**
 * Pages the public availability calendar (on the current page) forward until it shows `month` (`YYYY-MM`); answers
 * the grid. The grid starts at the first bookable month.
 */
export async function showCalendarMonth(page: Page, month: string): Promise<Locator> {
  const grid = page.getByRole('grid');
  await expect(grid.locator('button[data-state]').first()).toBeVisible();
  for (let i = 0; i < 40 && (await grid.locator(`button[data-date^="${month}"]`).count()) === 0; i += 1) {
    await page.getByRole('button', { name: csBooking.calendar.nextMonth }).click();
  }
  return grid;
}

/**
 * Pages the public availability calendar (on the current page) to `month` (`YYYY-MM`) and picks one of its free days:
 * the `pick`-th (from 0) or the last, leaving out `except`. Answers the day's button and its date (`YYYY-MM-DD`).
 */
export async function freeCalendarDay(page: Page, month: string, pick: number | 'last', except?: string): Promise<{ day: Locator; date: string }> {
  const grid = await showCalendarMonth(page, month);
  const free = grid.locator(`button[data-date^="${month}"][data-state="free"]${except ? `:not([data-date="${except}"])` : ''}`);
  const day = pick === 'last' ? free.last() : free.nth(pick);
  await expect(day).toBeVisible();
  return { day, date: (await day.getAttribute('data-date'))! };
}

/**
 * Consents, lets half a minute pass on the page's installed clock (a person takes a while to fill the form in; the
 * server's fill-time rule must see that) and sends the booking form on screen; answers the reservation code of the
 * thank-you, once its heading has focus. When the form says "not sent" (its 10 s deadline passed, e.g. while the
 * emulated function's first worker started on a slow machine) it presses send again, as a couple would: the form kept
 * everything and reuses the request's id, so a request that did arrive is answered with its first receipt.
 */
export async function sendBookingForm(page: Page): Promise<string> {
  await page.getByLabel(new RegExp(csBooking.fields.privacyConsent)).check();
  await page.clock.fastForward('00:30');
  const sent = page.getByRole('heading', { name: csBooking.sent.heading });
  const notSent = page.getByText(csErrors.messages['network/unavailable']);
  for (let attempt = 1; ; attempt += 1) {
    await page.getByRole('button', { name: csBooking.submit }).click();
    // Sending clears the last attempt's "not sent" (booking-form-store.ts): only this attempt's outcome counts.
    if (attempt > 1) await expect(notSent).toBeHidden();
    await expect(sent.or(notSent).first()).toBeVisible({ timeout: 30_000 });
    if (await sent.isVisible()) break;
    if (attempt === 3) throw new Error('The booking form said "not sent" three times');
  }
  await expect(sent).toBeFocused();
  return (await page.locator('.reservation-code').textContent())!.trim();
}
