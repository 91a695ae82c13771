import type { Page } from '@playwright/test';
import { DEMO_GALLERY_ID, DEMO_GUEST_LINK, DEMO_GUEST_PIN } from '../../adapters/memory/demo-gallery';
import { coupleGalleryPath } from '../../domain/gallery/gallery-links';
import { csAccount } from '../../src/texts/cs-account';
import { csGallery } from '../../src/texts/cs-gallery';
import { expectNoAxeViolations } from './support/axe';
import { visitorAccount } from './support/e2e-accounts';
import { expect, test } from './support/fixtures';
import { tabUntilFocused } from './support/lightbox';

const DEMO_TITLE = /Jana a Petr/;

async function enterAsGuest(page: Page) {
  await page.goto(`/galerie/${DEMO_GUEST_LINK}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(csGallery.pin.heading);
  // Typed as a guest copies it from a message: with a space in the middle.
  await page.getByRole('textbox', { name: new RegExp(csGallery.pin.label) }).fill(`${DEMO_GUEST_PIN.slice(0, 3)} ${DEMO_GUEST_PIN.slice(3)}`);
  await expect(page.getByText(csGallery.pin.readAs(`${DEMO_GUEST_PIN.slice(0, 3)} ${DEMO_GUEST_PIN.slice(3)}`))).toBeVisible();
  await page.getByRole('button', { name: csGallery.pin.submit }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(DEMO_TITLE);
}

test.describe('the guests’ gallery', () => {
  test('a guest types the PIN with a space, opens a photo by keyboard, favourites it and downloads it', async ({ page }) => {
    await enterAsGuest(page);
    const first = page.getByRole('button', { name: csGallery.grid.open(1, 40), exact: true });
    await expect(first).toBeVisible();
    await tabUntilFocused(page, first, 40);
    await page.keyboard.press('Enter');
    const viewer = page.getByRole('dialog', { name: csGallery.viewer.label });
    await expect(viewer.getByText(csGallery.viewer.position(1, 40))).toBeVisible();
    await page.keyboard.press('ArrowRight');
    await expect(viewer.getByText(csGallery.viewer.position(2, 40))).toBeVisible();
    const heart = viewer.getByRole('button', { name: csGallery.favourite.label });
    await heart.click();
    await expect(heart).toHaveAttribute('aria-pressed', 'true');
    const download = page.waitForEvent('download');
    await viewer.getByRole('link', { name: csGallery.viewer.download }).click();
    expect((await download).suggestedFilename()).toMatch(/^DSC_\d+\.jpg$/);
    await page.keyboard.press('Escape');
    await expect(viewer).toBeHidden();
    await expect(page.getByRole('button', { name: csGallery.grid.open(2, 40), exact: true })).toBeFocused();
    await expect(page.getByRole('button', { name: csGallery.filter.favourites(1) })).toBeVisible();
  });
});

test.describe('the couple’s gallery', () => {
  test('the couple opens their gallery from Moje svatba and sends a selection', async ({ page }) => {
    await page.goto('/prihlaseni?next=/ucet');
    await page.getByLabel(csAccount.identifier).fill(visitorAccount.email);
    await page.getByLabel(csAccount.password, { exact: true }).fill(visitorAccount.password);
    await page.getByRole('button', { name: csAccount.signIn }).click();
    await page.getByRole('link', { name: csGallery.portal.open }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(DEMO_TITLE);
    await page.getByRole('button', { name: csGallery.grid.open(3, 40), exact: true }).click();
    const viewer = page.getByRole('dialog', { name: csGallery.viewer.label });
    await viewer.getByRole('button', { name: csGallery.selection.add }).click();
    await expect(viewer.getByText(csGallery.selection.counter(1, 20))).toBeVisible();
    await page.keyboard.press('Escape');
    // Before confirming: React Aria's live announcer leaves a role="img" node pointing at the closed dialog's title.
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: csGallery.selection.submit }).click();
    const confirm = page.getByRole('alertdialog', { name: csGallery.selection.confirmTitle });
    await confirm.getByRole('button', { name: csGallery.selection.confirm }).click();
    await expect(page.getByText(csGallery.selection.sent)).toBeVisible();
    await expect(page.getByRole('button', { name: csGallery.selection.submit })).toHaveCount(0);
  });
});

/** What the galleries' own entry must not download: React Router's mark, and a DI container being built (its options). */
const NOT_ON_THE_ENTRY = [
  { what: 'React Router', marker: '__reactRouterVersion' },
  { what: 'a DI container built', marker: '({defaultScope:' },
];

test.describe('the couple’s gallery loaded as a page (the galleries’ own entry)', () => {
  test('opens for the signed-in couple without React Router and without building the DI container', async ({ page }) => {
    const scripts: Array<{ url: string; body: string }> = [];
    page.on('response', async (response) => {
      if (response.request().resourceType() !== 'script') return;
      scripts.push({ url: response.url(), body: await response.text().catch(() => '') });
    });
    // The demo's switch signs the couple in: the memory profile's session lives as long as the page.
    await page.goto(`${coupleGalleryPath(DEMO_GALLERY_ID)}?demo-jako=novomanzele`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(DEMO_TITLE);
    await expect(page.getByRole('button', { name: csGallery.selection.submit })).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(scripts.some((script) => /\/assets\/gallery-[\w-]+\.js$/.test(script.url)), 'the entry’s script').toBe(true);
    for (const { what, marker } of NOT_ON_THE_ENTRY) {
      expect(scripts.filter((script) => script.body.includes(marker)).map((script) => script.url), what).toEqual([]);
    }
    // Back to "Moje svatba" is an ordinary navigation into the app.
    await expect(page.getByRole('link', { name: new RegExp(csGallery.backToPortal) })).toHaveAttribute('href', '/ucet');
  });

  test('sends a couple who is not signed in to the sign-in page, which brings them back to the gallery', async ({ page }) => {
    await page.goto(coupleGalleryPath(DEMO_GALLERY_ID));
    await expect(page).toHaveURL(`/prihlaseni?next=${encodeURIComponent(coupleGalleryPath(DEMO_GALLERY_ID))}`);
    await page.getByLabel(csAccount.identifier).fill(visitorAccount.email);
    await page.getByLabel(csAccount.password, { exact: true }).fill(visitorAccount.password);
    await page.getByRole('button', { name: csAccount.signIn }).click();
    await expect(page).toHaveURL(coupleGalleryPath(DEMO_GALLERY_ID));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(DEMO_TITLE);
  });
});

test.describe('no WCAG 2.1 AA violations in the gallery', () => {
  test('PIN form, grid and full-screen viewer', async ({ page }) => {
    await page.goto(`/galerie/${DEMO_GUEST_LINK}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(csGallery.pin.heading);
    await expectNoAxeViolations(page);
    await page.getByRole('textbox', { name: new RegExp(csGallery.pin.label) }).fill(DEMO_GUEST_PIN);
    await page.getByRole('button', { name: csGallery.pin.submit }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(DEMO_TITLE);
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: csGallery.grid.open(1, 40), exact: true }).click();
    await expect(page.getByRole('dialog', { name: csGallery.viewer.label })).toBeVisible();
    await expectNoAxeViolations(page);
  });
});
