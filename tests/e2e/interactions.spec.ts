import type { Page } from '@playwright/test';
import { demoContent } from '../../adapters/memory/demo-content/demo-content';
import { csCommon } from '../../src/texts/cs-common';
import { csContent } from '../../src/texts/cs-content';
import { csErrors } from '../../src/texts/cs-errors';
import { expect, test } from './support/fixtures';
import { firstThumbnail, openLightboxWithKeyboard } from './support/lightbox';
import { openPage } from './support/page-helpers';
import { firstWedding } from './support/expected-pages';

test.describe('gallery lightbox', () => {
  test('is operable with the keyboard alone and gives focus back on close', async ({ page }) => {
    const total = firstWedding.gallery.length;
    await openPage(page, `/weddings/${firstWedding.slug}`, firstWedding.title);

    const dialog = await openLightboxWithKeyboard(page, firstWedding);
    const caption = dialog.locator('figcaption');
    await expect(caption).toContainText(csContent.lightbox.position(1, total));
    await expect(dialog.getByRole('button', { name: csContent.lightbox.close })).toBeFocused();

    await page.keyboard.press('ArrowRight');
    await expect(caption).toContainText(csContent.lightbox.position(2, total));
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('ArrowLeft');
    await expect(caption).toContainText(csContent.lightbox.position(total, total));
    await page.keyboard.press('ArrowRight');
    await expect(caption).toContainText(csContent.lightbox.position(1, total));

    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
    await expect(firstThumbnail(page, firstWedding)).toBeFocused();
  });

  test('Escape returns focus to the thumbnail that opened the lightbox, even after moving to another photo', async ({
    page,
  }) => {
    await openPage(page, `/weddings/${firstWedding.slug}`, firstWedding.title);
    const dialog = await openLightboxWithKeyboard(page, firstWedding);
    await page.keyboard.press('ArrowRight');
    await expect(dialog.locator('figcaption')).toContainText(csContent.lightbox.position(2, firstWedding.gallery.length));
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
    await expect(firstThumbnail(page, firstWedding)).toBeFocused();
  });

  test('keeps Tab inside the open dialog', async ({ page }) => {
    await openPage(page, `/weddings/${firstWedding.slug}`, firstWedding.title);
    const dialog = await openLightboxWithKeyboard(page, firstWedding);
    for (let i = 0; i < 4; i += 1) {
      await page.keyboard.press('Tab');
      expect(await dialog.evaluate((element) => element.contains(document.activeElement))).toBe(true);
    }
  });
});

test.describe('contact form', () => {
  test.beforeEach(async ({ page }) => {
    await openPage(page, '/kontakt', csContent.contact.heading);
  });

  test('an empty submit explains every missing field in Czech, with its error code', async ({ page }) => {
    await page.getByRole('button', { name: csContent.contact.submit }).click();

    await expect(page.getByRole('alert').filter({ hasText: csContent.contact.fixErrors })).toBeVisible();
    const required = `${csErrors.messages['field/required']} ${csErrors.errorCode}: field/required`;
    for (const label of [csContent.contact.name, csContent.contact.email, csContent.contact.message]) {
      const field = page.getByLabel(label, { exact: true });
      await expect(field).toHaveAttribute('aria-invalid', 'true');
      await expect(field).toHaveAccessibleDescription(required);
    }
    const consent = page.getByRole('checkbox', { name: csContent.contact.consent });
    await expect(consent).toHaveAttribute('aria-invalid', 'true');
    await expect(consent).toHaveAccessibleDescription(
      `${csErrors.messages['consent/required']} ${csErrors.errorCode}: consent/required`,
    );
    await expect(page.getByText('field/required', { exact: true }).first()).toBeVisible();
    await expect(page.getByText('consent/required', { exact: true })).toBeVisible();
    // Optional fields are not flagged.
    await expect(page.getByLabel(csContent.contact.phone)).not.toHaveAttribute('aria-invalid', 'true');
  });

  test('an invalid e-mail is explained and everything typed stays in the form', async ({ page }) => {
    const name = page.getByLabel(csContent.contact.name, { exact: true });
    const email = page.getByLabel(csContent.contact.email, { exact: true });
    const message = page.getByLabel(csContent.contact.message, { exact: true });
    await name.fill('Jana Veselá');
    await email.fill('jana@');
    await message.fill('Dobrý den, máte volno 12. června 2027?');
    await page.getByRole('button', { name: csContent.contact.submit }).click();

    await expect(email).toHaveAccessibleDescription(
      `${csErrors.messages['email/invalid']} ${csErrors.errorCode}: email/invalid`,
    );
    await expect(page.getByText(csErrors.messages['email/invalid'])).toBeVisible();
    await expect(name).toHaveValue('Jana Veselá');
    await expect(email).toHaveValue('jana@');
    await expect(message).toHaveValue('Dobrý den, máte volno 12. června 2027?');
    await expect(name).not.toHaveAttribute('aria-invalid', 'true');
  });

  test('a valid message is sent and confirmed in Czech', async ({ page }) => {
    const workers: string[] = [];
    page.on('worker', (worker) => workers.push(worker.url()));
    await page.getByLabel(csContent.contact.name, { exact: true }).fill('Jana Veselá');
    await page.getByLabel(csContent.contact.email, { exact: true }).fill('jana.vesela@example.cz');
    await page.getByLabel(csContent.contact.message, { exact: true }).fill('Dobrý den, máte volno 12. června 2027?');
    await page.getByRole('checkbox', { name: csContent.contact.consent }).check();
    await page.getByRole('button', { name: csContent.contact.submit }).click();

    await expect(page.getByRole('status').filter({ hasText: csContent.contact.sent })).toBeVisible();
    await expect(page.getByRole('button', { name: csContent.contact.sendAnother })).toBeVisible();
    // The bot barrier solved in the widget's same-origin Web Worker, with nothing shown.
    expect(workers.filter((url) => new URL(url).pathname.startsWith('/assets/pbkdf2'))).not.toEqual([]);
    await expect(page.locator('[data-bot-barrier]')).toBeHidden();
  });
});

test.describe('scrolling', () => {
  /** Opens home, scrolls well down and returns the scroll position reached. */
  async function scrollDownHome(page: Page): Promise<number> {
    await openPage(page, '/', demoContent.home.heroTitle);
    const scrollable = await page.evaluate(() => document.documentElement.scrollHeight - window.innerHeight);
    expect(scrollable, 'home is long enough to scroll').toBeGreaterThan(800);
    await page.mouse.wheel(0, 800);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThanOrEqual(780);
    return page.evaluate(() => window.scrollY);
  }

  async function openFaqFromNav(page: Page): Promise<void> {
    await page.getByRole('navigation', { name: csCommon.nav.label }).getByRole('link', { name: csCommon.nav.faq }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(csContent.faq.heading);
  }

  test('a page opened from the navigation starts at the top', async ({ page }) => {
    await scrollDownHome(page);
    await openFaqFromNav(page);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });

  test('Back restores where the visitor was', async ({ page }) => {
    const before = await scrollDownHome(page);
    await openFaqFromNav(page);
    await page.goBack();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(demoContent.home.heroTitle);
    await expect
      .poll(async () => Math.abs((await page.evaluate(() => window.scrollY)) - before))
      .toBeLessThanOrEqual(50);
  });

  const hashTargets = [
    { path: '/faq', h1: csContent.faq.heading, id: `dotaz-${demoContent.faq[demoContent.faq.length - 1]!.id}` },
    { path: '/sluzby', h1: csContent.services.heading, id: demoContent.services[demoContent.services.length - 1]!.slug },
  ];
  for (const target of hashTargets) {
    test(`${target.path}#… scrolls that element into view`, async ({ page }) => {
      await page.goto(`${target.path}#${target.id}`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(target.h1);
      await expect(page.locator(`[id="${target.id}"]`)).toBeInViewport();
      expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
    });
  }
});
