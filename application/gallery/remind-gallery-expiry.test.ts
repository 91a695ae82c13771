import { describe, expect, it } from 'vitest';
import type { Gallery } from '../../domain/gallery/gallery';
import type { OutgoingMail } from '../../domain/mail/outgoing-mail';
import type { GalleryExpiryStore } from '../../ports/units/gallery-expiry-store-port';
import type { MailSettings } from '../../ports/units/mail-settings-port';
import { aGallery } from '../../tests/support/gallery-mother';
import { MAIL_PRICES } from '../../tests/support/mail-context-mother';
import { runGalleryExpiry } from './remind-gallery-expiry';

const SETTINGS: MailSettings = { siteUrl: 'https://www.terezanovakova-foto.cz', photographerEmail: 'fotograf@example.cz', prices: { getPriceList: async () => MAIL_PRICES } };

/** The run's store over plain arrays: galleries, booking e-mails, the markers, the revoked galleries. */
function fakeStore(galleries: Gallery[], emails: Record<string, string>) {
  const queued: OutgoingMail[] = [];
  const revoked = new Map<string, string>();
  const store: GalleryExpiryStore = {
    async *expiringBetween(from, until) {
      yield* galleries.filter((g) => g.expiresOn >= from && g.expiresOn <= until);
    },
    async *expiredNotRevoked(today) {
      yield* galleries.filter((g) => g.expiresOn < today && revoked.get(g.id) !== g.expiresOn);
    },
    bookingEmail: async (bookingId) => emails[bookingId] ?? null,
    queueOnce: async (mail) => !queued.some((m) => m.id === mail.id) && queued.push(mail) > 0,
    revokeUrls: async (gallery) => void revoked.set(gallery.id, gallery.expiresOn),
  };
  return { store, queued };
}

describe('the galleries\' daily expiry run', () => {
  it('reminds once per last day: an extended gallery is reminded again before its new one', async () => {
    const gallery = aGallery({ bookingId: 'b1', expiresOn: '2027-12-31' });
    const { store, queued } = fakeStore([gallery], { b1: 'jana@example.cz' });
    expect((await runGalleryExpiry(new Date('2027-12-17T08:00:00Z'), store, SETTINGS)).reminded).toEqual([gallery.id]);
    expect((await runGalleryExpiry(new Date('2027-12-18T08:00:00Z'), store, SETTINGS)).reminded).toEqual([]);
    gallery.expiresOn = '2028-03-31';
    expect((await runGalleryExpiry(new Date('2028-03-20T08:00:00Z'), store, SETTINGS)).reminded).toEqual([gallery.id]);
    expect(queued.map((mail) => [mail.to, mail.bookingId])).toEqual([['jana@example.cz', 'b1'], ['jana@example.cz', 'b1']]);
  });

  it('not 15 days ahead, not for a draft, a stand-alone gallery or a booking without an e-mail', async () => {
    const galleries = [
      aGallery({ bookingId: 'b1', expiresOn: '2028-01-01' }),
      aGallery({ bookingId: 'b1', expiresOn: '2027-12-31', state: 'draft' }),
      aGallery({ bookingId: null, expiresOn: '2027-12-31' }),
      aGallery({ bookingId: 'b2', expiresOn: '2027-12-31' }),
    ];
    const { store, queued } = fakeStore(galleries, { b1: 'jana@example.cz' });
    expect(await runGalleryExpiry(new Date('2027-12-17T08:00:00Z'), store, SETTINGS)).toEqual({ reminded: [], revoked: [] });
    expect(queued).toEqual([]);
  });

  it('takes back the URLs of a gallery past its last day (Prague), once', async () => {
    const gallery = aGallery({ expiresOn: '2027-12-31' });
    const { store } = fakeStore([gallery], {});
    // 23:30 UTC on the 31st is already 1 January in Prague.
    expect((await runGalleryExpiry(new Date('2027-12-31T22:30:00Z'), store, SETTINGS)).revoked).toEqual([]);
    expect((await runGalleryExpiry(new Date('2027-12-31T23:30:00Z'), store, SETTINGS)).revoked).toEqual([gallery.id]);
    expect((await runGalleryExpiry(new Date('2028-01-02T08:00:00Z'), store, SETTINGS)).revoked).toEqual([]);
  });
});
