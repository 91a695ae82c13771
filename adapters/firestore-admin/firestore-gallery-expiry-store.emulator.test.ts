import { beforeEach, describe, expect, it } from 'vitest';
import { runGalleryExpiry } from '../../application/gallery/remind-gallery-expiry';
import { expiryReminderMailId } from '../../domain/gallery/expiry-reminder';
import type { Gallery } from '../../domain/gallery/gallery';
import { BOOKINGS, MAIL, toBookingDocument } from '../../ports/wire/firestore-documents';
import { GALLERIES, GALLERY_TOKENS, toGalleryDocument } from '../../ports/wire/gallery-documents';
import { db, toTimestamp } from '../../tests/support/admin-firestore';
import { aBooking } from '../../tests/support/booking-mother';
import { adminBucket, clearFirestore, onEmulators } from '../../tests/support/emulator-support';
import { aGallery } from '../../tests/support/gallery-mother';
import type { MailSettings } from '../../ports/units/mail-settings-port';
import { MAIL_PRICES } from '../../tests/support/mail-context-mother';
import { firestoreGalleryExpiryStore } from './firestore-gallery-expiry-store';
import { storageGalleryFiles } from './storage-gallery-files';

const NOW = new Date('2027-12-20T07:30:00Z');
const KEY = 'test-gallery-token-key';
const MAIL_SETTINGS: MailSettings = { siteUrl: 'https://www.terezanovakova-foto.cz', photographerEmail: 'fotograf@example.cz', prices: { getPriceList: async () => MAIL_PRICES } };

async function seed(gallery: Gallery, email: string | null) {
  if (email) {
    const booking = aBooking({ id: gallery.bookingId!, status: 'completed', contact: { coupleNames: 'Jana a Petr', email, phone: '+420777123456' } });
    await db().collection(BOOKINGS).doc(booking.id).set(toBookingDocument(booking, toTimestamp));
  }
  await db().collection(GALLERIES).doc(gallery.id).set(toGalleryDocument(gallery, toTimestamp));
}

describe.skipIf(!onEmulators)('the galleries\' daily expiry run over firebase-admin', () => {
  beforeEach(clearFirestore);

  it('reminds the couple once, 14 days ahead, only of a published gallery of a booking', async () => {
    const bucket = await adminBucket();
    const run = () => runGalleryExpiry(NOW, firestoreGalleryExpiryStore(db(), storageGalleryFiles(db(), bucket, KEY)), MAIL_SETTINGS);
    const due = aGallery({ id: 'galerieKonci01', bookingId: 'booking-expiry-1', expiresOn: '2027-12-31' });
    await seed(due, 'jana.expiry@example.cz');
    await seed(aGallery({ id: 'galerieKoncept1', bookingId: 'booking-expiry-2', expiresOn: '2027-12-31', state: 'draft' }), 'eva.expiry@example.cz');
    await seed(aGallery({ id: 'galeriePozdeji1', bookingId: 'booking-expiry-3', expiresOn: '2028-01-10' }), 'lucie.expiry@example.cz');

    expect((await run()).reminded).toEqual([due.id]);
    const mail = await db().collection(MAIL).doc(expiryReminderMailId(due.id, due.expiresOn)).get();
    expect(mail.get('to')).toBe('jana.expiry@example.cz');
    expect(String(mail.get('message.subject'))).toContain('31. prosince 2027');
    expect((await run()).reminded).toEqual([]);
    expect((await db().collection(MAIL).get()).size).toBe(1);
  });

  it('takes back the URLs of a gallery past its last day once, giving its files a new token', async () => {
    const bucket = await adminBucket();
    const files = storageGalleryFiles(db(), bucket, KEY);
    const expired = aGallery({ id: 'galeriePropadla', bookingId: null, expiresOn: '2027-12-10' });
    await seed(expired, null);
    const path = `galleries/${expired.id}/originals/fotkaPropadla01`;
    await bucket.file(path).save(Buffer.from([1, 2, 3]), { contentType: 'image/jpeg' });
    await files.tokenise(expired.id, path);
    const before = await files.url(expired.id, path);

    const report = await runGalleryExpiry(NOW, firestoreGalleryExpiryStore(db(), storageGalleryFiles(db(), bucket, KEY)), MAIL_SETTINGS);
    expect(report.revoked).toEqual([expired.id]);
    const after = await storageGalleryFiles(db(), bucket, KEY).url(expired.id, path);
    expect(after).not.toBe(before);
    const [metadata] = await bucket.file(path).getMetadata();
    expect(String((metadata.metadata as Record<string, unknown>).firebaseStorageDownloadTokens)).toBe(new URL(after).searchParams.get('token'));
    expect((await db().collection(GALLERY_TOKENS).doc(expired.id).get()).data()).toMatchObject({ expiredOn: '2027-12-10' });

    const again = await runGalleryExpiry(NOW, firestoreGalleryExpiryStore(db(), storageGalleryFiles(db(), bucket, KEY)), MAIL_SETTINGS);
    expect(again.revoked).toEqual([]);
  });
});
