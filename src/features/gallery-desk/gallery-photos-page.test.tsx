import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DEMO_GALLERY_ID, demoGallery } from '../../../adapters/memory/demo-gallery';
import { TOKENS } from '../../../ports/tokens';
import { deskAt, NOW } from '../../../tests/support/gallery-desk-session';
import { csAdminGallery } from '../../texts/cs-admin-gallery';
import { errorMessage } from '../../texts/cs-errors';

const t = csAdminGallery;
// A PNG header of 1200 × 800 px: the renditions fake measures it, as the functions decode the image.
const IMAGE_HEAD = [0x89, 0x50, 0x4e, 0x47, 13, 10, 26, 10, 0, 0, 0, 13, 73, 72, 68, 82, 0, 0, 4, 176, 0, 0, 3, 32];
const jpeg = (name: string, seed: number, type = 'image/jpeg', head: readonly number[] = IMAGE_HEAD) =>
  new File([Uint8Array.from({ length: 2048 }, (_, i) => head[i] ?? (i * seed) % 256)], name, { type });

describe('gallery desk: photos', () => {
  it('uploads chosen photos into an empty gallery, leaves out what is not an image, and shows them in the grid', async () => {
    const { user } = await deskAt(async (services) => `/admin/galerie/${(await services.get(TOKENS.GalleryAdmin).create({ title: 'Portrét', eventDate: '2027-06-12' })).id}/fotky`);
    const grid = await screen.findByRole('region', { name: t.grid.title });
    expect(await within(grid).findByText(t.grid.empty)).toBeInTheDocument();
    await user.upload(screen.getByLabelText(t.upload.chooseFiles), [jpeg('IMG_0002.jpg', 3), jpeg('IMG_0001.jpg', 5), jpeg('poznamky.txt', 7, 'text/plain')]);
    const queue = await screen.findByRole('region', { name: t.upload.queue });
    expect(await within(queue).findByText(t.upload.summary(2, 0, 0, 2))).toBeInTheDocument();
    expect(within(queue).queryByText(/poznamky/)).toBeNull();
    // In the gallery's order (file names, no capture time), whichever finished first.
    await within(grid).findByRole('listitem', { name: 'IMG_0001.jpg' });
    await within(grid).findByRole('listitem', { name: 'IMG_0002.jpg' });
    const photos = within(grid).getAllByRole('listitem');
    expect(photos.map((item) => item.getAttribute('aria-label'))).toEqual(['IMG_0001.jpg', 'IMG_0002.jpg']);
    expect(within(photos[0]!).getByText(t.consent.undecided)).toBeInTheDocument();
    expect(within(photos[0]!).queryByText(t.grid.failed)).toBeNull();
  });

  it('says which photo the server could not read as a photograph, and why', async () => {
    const { user } = await deskAt(async (services) => `/admin/galerie/${(await services.get(TOKENS.GalleryAdmin).create({ title: 'Portrét', eventDate: '2027-06-12' })).id}/fotky`);
    const grid = await screen.findByRole('region', { name: t.grid.title });
    await user.upload(screen.getByLabelText(t.upload.chooseFiles), [jpeg('IMG_0009.jpg', 3, 'image/jpeg', [0x25, 0x50, 0x44, 0x46])]);
    const photo = await within(grid).findByRole('listitem', { name: 'IMG_0009.jpg' });
    expect(await within(photo).findByText(t.grid.failed)).toBeInTheDocument();
    expect(within(photo).getByText(errorMessage('gallery/original-unreadable'))).toBeInTheDocument();
  });

  it('moves a photo by keyboard: the focus stays on it, its new place is announced and stored', async () => {
    const { user, services } = await deskAt(`/admin/galerie/${DEMO_GALLERY_ID}/fotky`);
    const grid = await screen.findByRole('region', { name: t.grid.title });
    const first = (await within(grid).findAllByRole('listitem'))[0]!.getAttribute('aria-label')!;
    const later = within(grid).getByRole('button', { name: t.grid.later(first) });
    later.focus();
    await user.keyboard('{Enter}');
    expect(await within(grid).findByText(t.grid.moved(first, 2))).toBeInTheDocument();
    expect(within(grid).getAllByRole('listitem')[1]).toHaveAttribute('aria-label', first);
    expect(within(grid).getByRole('button', { name: t.grid.later(first) })).toHaveFocus();
    const stored = await services.get(TOKENS.GalleryAdmin).get(DEMO_GALLERY_ID);
    expect(stored.photos[1]!.fileName).toBe(first);
  });

  it('renders a window of a 1,000-photo gallery, each card telling its place among all 1,000', async () => {
    await deskAt(`/admin/galerie/${DEMO_GALLERY_ID}/fotky`, { galleries: [demoGallery(NOW, 1000)] });
    const grid = await screen.findByRole('region', { name: t.grid.title });
    const cards = await within(grid).findAllByRole('listitem');
    // jsdom lays nothing out: the grid assumes a phone's window, one column of cards and a few rows of overscan.
    expect(cards.length).toBeGreaterThan(0);
    expect(cards.length).toBeLessThan(20);
    expect(cards.map((card) => card.getAttribute('aria-posinset'))).toEqual(cards.map((_, i) => String(i + 1)));
    expect(cards.every((card) => card.getAttribute('aria-setsize') === '1000')).toBe(true);
  });

  it('hides a photo and makes another the cover from its menu', async () => {
    const { user, services } = await deskAt(`/admin/galerie/${DEMO_GALLERY_ID}/fotky`);
    const grid = await screen.findByRole('region', { name: t.grid.title });
    const second = (await within(grid).findAllByRole('listitem'))[1]!;
    const name = second.getAttribute('aria-label')!;
    await user.click(within(second).getByRole('button', { name: t.grid.actions(name) }));
    await user.click(await screen.findByRole('menuitem', { name: t.grid.hide }));
    expect(await within(second).findByText(t.grid.hidden)).toBeInTheDocument();
    await user.click(within(second).getByRole('button', { name: t.grid.actions(name) }));
    await user.click(await screen.findByRole('menuitem', { name: t.grid.cover }));
    expect(await within(second).findByText(t.grid.isCover)).toBeInTheDocument();
    const stored = await services.get(TOKENS.GalleryAdmin).get(DEMO_GALLERY_ID);
    expect(stored.photos.find((photo) => photo.fileName === name)).toMatchObject({ hidden: true });
    expect(stored.gallery.coverPhotoId).toBe(stored.photos.find((photo) => photo.fileName === name)!.id);
  });

  it("shows the couple's submitted selection with original names, comments and the Lightroom filter", async () => {
    const { user } = await deskAt(async (services) => {
      await services.get(TOKENS.VisitorAuth).signIn({ identifier: 'novomanzele@example.cz', password: 'Svatba2027' });
      const viewer = services.get(TOKENS.GalleryViewer);
      const couple = { as: 'couple', galleryId: DEMO_GALLERY_ID } as const;
      await viewer.changeSelection(couple, { kind: 'add', photoId: 'DemoPhoto003', comment: 'Přes dvoustranu, prosím' });
      await viewer.changeSelection(couple, { kind: 'add', photoId: 'DemoPhoto001' });
      await viewer.submitSelection(couple);
      return `/admin/galerie/${DEMO_GALLERY_ID}/vyber`;
    });
    const table = await screen.findByRole('table', { name: t.selection.caption });
    expect(within(table).getAllByRole('row').slice(1).map((row) => row.textContent)).toEqual(['1DSC_4114.jpgPřes dvoustranu, prosím', '2DSC_4100.jpg']);
    const filter = screen.getByRole<HTMLTextAreaElement>('textbox', { name: t.selection.lightroom });
    expect(filter.value).toBe('DSC_4114, DSC_4100');
    await user.click(screen.getByRole('button', { name: t.copy }));
    expect(await navigator.clipboard.readText()).toBe('DSC_4114, DSC_4100');
  });
});
