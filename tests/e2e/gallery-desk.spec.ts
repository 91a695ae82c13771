import { crc32, deflateSync } from 'node:zlib';
import type { Page } from '@playwright/test';
import { csAdminGallery } from '../../src/texts/cs-admin-gallery';
import { csAdminLayout } from '../../src/texts/cs-admin-layout';
import { adminAccount } from './support/e2e-accounts';
import { expectNoAxeViolations } from './support/axe';
import { expect, test } from './support/fixtures';
import { signInThroughForm } from './support/sign-in';

const t = csAdminGallery;

/** A real PNG of one colour, `size` pixels square: a different colour is a different file (name, size and hash). */
function png(size: number, [r, g, b]: [number, number, number]): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const framed = Buffer.alloc(body.length + 8);
    framed.writeUInt32BE(data.length, 0);
    body.copy(framed, 4);
    framed.writeUInt32BE(crc32(body), body.length + 4);
    return framed;
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header.set([8, 2, 0, 0, 0], 8);
  const row = Buffer.concat([Buffer.from([0]), Buffer.from(Array.from({ length: size }, () => [r, g, b]).flat())]);
  const pixels = deflateSync(Buffer.concat(Array.from({ length: size }, () => row)));
  return Buffer.concat([Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]), chunk('IHDR', header), chunk('IDAT', pixels), chunk('IEND', Buffer.alloc(0))]);
}

/**
 * React Aria's Button announces its pending state labelled by the button; when the button leaves with its dialog, that
 * announcement (kept 7 s by React Aria's live announcer) names a removed element, which axe reports. Wait for it to go.
 */
async function pendingAnnouncementsGone(page: Page): Promise<void> {
  await expect(page.locator('[data-live-announcer] [aria-labelledby]')).toHaveCount(0, { timeout: 30_000 });
}

const photos = [
  { name: 'DSC_0001.png', mimeType: 'image/png', buffer: png(64, [200, 40, 40]) },
  { name: 'DSC_0002.png', mimeType: 'image/png', buffer: png(64, [40, 200, 40]) },
  { name: 'DSC_0003.png', mimeType: 'image/png', buffer: png(64, [40, 40, 200]) },
];

// The memory build keeps galleries in the page's memory: the whole walk stays in one page, moving by links.
test('the photographer creates a gallery from a booking, uploads photos, publishes it and sets the guests PIN', async ({ page }) => {
  await page.goto('/admin/bookings');
  await signInThroughForm(page, adminAccount);
  await page.getByRole('link', { name: csAdminLayout.galleriesTitle }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(t.list.title);
  await expectNoAxeViolations(page);

  await page.getByRole('button', { name: t.list.create }).click();
  const dialog = page.getByRole('dialog', { name: t.create.title });
  // The demo couple's completed wedding: its names and day fill the form.
  await dialog.getByLabel(t.create.booking).selectOption({ index: 1 });
  await expect(dialog.getByLabel(t.create.galleryTitle)).not.toHaveValue('');
  await expectNoAxeViolations(page);
  await dialog.getByRole('button', { name: t.create.submit }).click();
  await expect(page.getByRole('heading', { level: 1 })).toContainText(t.nav.settings);
  await pendingAnnouncementsGone(page);
  await expectNoAxeViolations(page);

  await page.getByRole('navigation', { name: t.nav.label }).getByRole('link', { name: t.nav.photos }).click();
  const grid = page.getByRole('region', { name: t.grid.title });
  await expect(grid.getByText(t.grid.empty)).toBeVisible();
  await page.getByLabel(t.upload.chooseFiles).setInputFiles(photos);
  await expect(page.getByRole('region', { name: t.upload.queue }).getByRole('status')).toHaveText(t.upload.summary(3, 0, 0, 3));
  for (const photo of photos) await expect(grid.getByRole('listitem', { name: photo.name })).toBeVisible();
  await expectNoAxeViolations(page);

  // The same files again (a reload and the folder re-selected): nothing goes up twice.
  await page.getByLabel(t.upload.chooseFiles).setInputFiles(photos);
  await expect(page.getByRole('region', { name: t.upload.queue }).getByRole('status')).toHaveText(t.upload.summary(3, 3, 0, 6));
  await expect(grid.getByRole('listitem')).toHaveCount(3);

  await page.getByRole('navigation', { name: t.nav.label }).getByRole('link', { name: t.nav.settings }).click();
  await page.getByRole('button', { name: t.publish.publish }).click();
  const question = page.getByRole('alertdialog', { name: t.publish.publishQuestion });
  await expectNoAxeViolations(page);
  await question.getByRole('button', { name: t.publish.publish }).click();
  await expect(page.getByText(t.publish.published)).toBeVisible();
  await pendingAnnouncementsGone(page);

  const guests = page.getByRole('region', { name: t.guests.title });
  await guests.getByLabel(t.guests.pin).fill('482 915');
  await guests.getByRole('button', { name: t.guests.setPin }).click();
  await expect(guests.getByText(t.guests.pinShown('482 915'))).toBeVisible();
  await expect(guests.getByLabel(t.guests.link)).toHaveValue(/\/galerie\/[A-Za-z0-9_-]+$/);
  await expectNoAxeViolations(page);
});
