import { describe, expect, it } from 'vitest';
import { deleteExpiredGalleries } from '../../application/privacy/gallery-personal-data';
import { galleryOriginalFile, galleryZipFile } from '../../domain/gallery/gallery-storage';
import type { DownloadJob } from '../../domain/gallery/download-job';
import { RETENTION_PERIODS, retentionCutoffs } from '../../domain/privacy/retention';
import type { CoupleIdentity } from '../../domain/user/user';
import { aBooking } from '../../tests/support/booking-mother';
import { aGallery, aPhoto } from '../../tests/support/gallery-mother';
import { InMemoryAuth } from './in-memory-auth';
import { InMemoryBookingRepository } from './in-memory-booking-repository';
import { InMemoryFileStorage } from './in-memory-file-storage';
import { InMemoryGalleryData } from './in-memory-gallery-store';
import { InMemoryOutbox } from './in-memory-outbox';
import { eraseAccount, eraseDeletedAccount, exportPersonalData, type InMemoryPersonalDataStores } from './in-memory-personal-data';

// The GDPR use cases with galleries (application/privacy/gallery-personal-data.ts) over the fakes the portal fake wires.
const NOW = new Date('2027-10-01T09:00:00.000Z');
const PASSWORD = 'Svatba2027a';
const jana: CoupleIdentity = { accountId: 'acc-1', email: 'jana@example.cz' };
const MAIL = { siteUrl: 'https://foto.example.cz', photographerEmail: 'fotograf@example.cz' };
const booking = aBooking({ id: 'b-done', status: 'completed', weddingDate: '2027-06-12', contact: { coupleNames: 'Jana a Petr', email: 'jana@example.cz', phone: '+420777123456' } });
const other = aBooking({ id: 'b-eva', status: 'completed', weddingDate: '2027-06-19', contact: { coupleNames: 'Eva a Jan', email: 'eva@example.cz', phone: '+420602111222' } });

async function world() {
  const options = { bookings: [booking, other] };
  const bookings = new InMemoryBookingRepository(options);
  const files = new InMemoryFileStorage();
  const outbox = new InMemoryOutbox();
  const photos = [aPhoto({ fileName: 'DSC_1.jpg' }), aPhoto({ fileName: 'DSC_2.jpg', portfolio: 'allowed' })];
  const mine = aGallery({ bookingId: booking.id, portfolioConsent: 'allowed' });
  const evas = aGallery({ bookingId: other.id });
  const data = new InMemoryGalleryData(() => NOW, [{ gallery: mine, photos }, { gallery: evas, photos: [aPhoto()] }]);
  const galleries = data.privacyStore({ bookings, auth: new InMemoryAuth({}), files, outbox, mail: MAIL as never });
  const job: DownloadJob = { id: 'job0000001', galleryId: mine.id, viewerId: 'couple', scope: 'all', size: 'original', status: 'ready', parts: [], createdAt: NOW.toISOString() };
  await galleries.atomically(async (unit) => {
    await unit.saveFavourites(mine.id, 'couple', [photos[0]!.id]);
    await unit.saveFavourites(mine.id, 'guest:guest00001', [photos[1]!.id]);
    await unit.saveSelection(mine.id, 'couple', { items: [{ photoId: photos[1]!.id, comment: 'do alba' }], submittedAt: null, updatedAt: NOW.toISOString() });
    await unit.saveJob(job);
  });
  for (const gallery of [mine, evas]) await files.upload(galleryOriginalFile(gallery.id, 'photoBytes1'), new Uint8Array([1, 2, 3]), 'image/jpeg');
  await files.upload(galleryZipFile(mine.id, job.id, 1), new Uint8Array([4]), 'application/zip');
  const account = { reauthenticate: async () => {}, fields: async () => ({ email: jana.email }), remove: async () => {} };
  const deps: InMemoryPersonalDataStores = { bookings, outbox, rates: [], mail: MAIL, account, galleries };
  const filesOf = async (galleryId: string) => (await files.list(`galleries/${galleryId}`)).map((file) => file.path);
  return { deps, galleries, files, filesOf, mine, evas, photos };
}

describe('the couple\'s galleries in "Stáhnout moje údaje"', () => {
  it('lists their gallery with their favourites, selection and consents, never the guests\' favourites nor another couple\'s gallery', async () => {
    const w = await world();
    const data = await exportPersonalData(jana, PASSWORD, w.deps, NOW);
    expect(data.galleries).toHaveLength(1);
    expect(data.galleries[0]).toMatchObject({ id: w.mine.id, photoCount: 2, favourites: ['DSC_1.jpg'], selection: { items: [{ fileName: 'DSC_2.jpg', comment: 'do alba' }] } });
    expect(data.galleries[0]!.portfolio).toEqual({ gallery: 'allowed', photos: [{ fileName: 'DSC_2.jpg', choice: 'allowed' }] });
  });
});

describe('"Smazat účet" with galleries', () => {
  it('refuses without the couple\'s choice and changes nothing', async () => {
    const w = await world();
    await expect(eraseAccount(jana, PASSWORD, undefined, w.deps, NOW)).rejects.toMatchObject({ code: 'privacy/gallery-choice-required' });
    expect(await w.galleries.favourites(w.mine.id, 'couple')).toHaveLength(1);
    expect(await w.deps.bookings.get(booking.id)).not.toBeNull();
  });

  it('"delete" removes the gallery whole, files included, and leaves another couple\'s alone', async () => {
    const w = await world();
    const result = await eraseAccount(jana, PASSWORD, 'delete', w.deps, NOW);
    expect(result).toMatchObject({ deletedGalleries: [w.mine.id], keptGalleries: [] });
    expect(await w.galleries.photos(w.mine.id)).toEqual([]);
    expect(await w.galleries.favourites(w.mine.id, 'guest:guest00001')).toEqual([]);
    expect(await w.filesOf(w.mine.id)).toEqual([]);
    expect(await w.filesOf(w.evas.id)).toHaveLength(1);
    expect((await w.galleries.galleriesOf('eva@example.cz')).map((g) => g.id)).toEqual([w.evas.id]);
  });

  it('"keep" detaches it for the photographer and forgets the couple\'s favourites, selection, consents and ZIPs', async () => {
    const w = await world();
    const result = await eraseAccount(jana, PASSWORD, 'keep', w.deps, NOW);
    expect(result).toMatchObject({ deletedGalleries: [], keptGalleries: [w.mine.id] });
    const kept = await w.galleries.atomically((unit) => unit.gallery(w.mine.id));
    expect(kept).toMatchObject({ bookingId: null, state: 'unpublished', guestLink: null, portfolioConsent: 'undecided' });
    expect((await w.galleries.photos(w.mine.id)).map((photo) => photo.portfolio)).toEqual(['inherit', 'inherit']);
    expect(await w.galleries.favourites(w.mine.id, 'couple')).toEqual([]);
    expect(await w.galleries.selection(w.mine.id, 'couple')).toBeNull();
    expect(await w.filesOf(w.mine.id)).toEqual([galleryOriginalFile(w.mine.id, 'photoBytes1')]);
    expect(await w.galleries.galleriesOf(jana.email)).toEqual([]);
  });

  it('keeps the galleries detached when the accounts service reports the account deleted (nobody chose)', async () => {
    const w = await world();
    expect(await eraseDeletedAccount(jana.email, w.deps, NOW)).toMatchObject({ deletedGalleries: [], keptGalleries: [w.mine.id] });
    expect(await w.filesOf(w.mine.id)).toHaveLength(1);
  });
});

describe('the retention run\'s galleries', () => {
  it('deletes a gallery whose last day is more than the period ago, with its files, and keeps a fresh one', async () => {
    const w = await world();
    await w.galleries.atomically(async (unit) => {
      const old = (await unit.gallery(w.mine.id))!;
      await unit.saveGallery({ ...old, expiresOn: '2026-09-30' });
      const fresh = (await unit.gallery(w.evas.id))!;
      await unit.saveGallery({ ...fresh, expiresOn: '2026-10-01' });
    });
    expect(await deleteExpiredGalleries(retentionCutoffs(NOW, RETENTION_PERIODS), w.galleries)).toEqual([w.mine.id]);
    expect(await w.filesOf(w.mine.id)).toEqual([]);
    expect(await w.filesOf(w.evas.id)).toHaveLength(1);
    expect(await w.galleries.photos(w.evas.id)).toHaveLength(1);
  });
});
