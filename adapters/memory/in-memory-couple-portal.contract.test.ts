import 'reflect-metadata';
import { describe, expect, it } from 'vitest';
import { couplePortalContract } from '../../tests/contracts/couple-portal.contract';
import type { Booking, BookingMessage } from '../../domain/booking/booking';
import { aBooking } from '../../tests/support/booking-mother';
import { demoContent } from './demo-content/demo-content';
import { InMemoryAuth } from './in-memory-auth';
import { InMemoryBookingRepository } from './in-memory-booking-repository';
import { InMemoryContentBackend } from './in-memory-content-backend';
import { InMemoryCouplePortal } from './in-memory-couple-portal';
import { InMemoryFileStorage } from './in-memory-file-storage';
import { InMemoryGalleryData } from './in-memory-gallery-store';
import type { Gallery } from '../../domain/gallery/gallery';
import { InMemoryOutbox, memoryMailSettings } from './in-memory-outbox';
import type { MemoryAdapterOptions } from './memory-adapter-options';

const PASSWORD = 'Svatba2027a';

function harness() {
  const options: MemoryAdapterOptions = {};
  const bookings = new InMemoryBookingRepository(options);
  const auth = new InMemoryAuth(options);
  const outbox = new InMemoryOutbox();
  const mail = memoryMailSettings('https://www.terezanovakova-foto.cz', new InMemoryContentBackend(demoContent, options));
  const galleries = new InMemoryGalleryData(() => new Date()).privacyStore({ bookings, auth, files: new InMemoryFileStorage(), outbox, mail });
  const portal = new InMemoryCouplePortal(bookings, auth, options, outbox, mail, async () => galleries);
  return {
    auth,
    portal,
    harness: {
      portal,
      password: PASSWORD,
      signInAs: async (email: string) => {
        auth.addAccount({ email, password: PASSWORD, displayName: email, roles: ['visitor'] });
        await auth.signIn({ identifier: email, password: PASSWORD });
      },
      signOut: () => auth.signOut(),
      seed: async (booking: Booking, thread: BookingMessage[] = []) => {
        await bookings.put(booking);
        for (const message of thread) await bookings.addMessage(booking.id, message);
      },
      read: (id: string) => bookings.get(id),
      thread: (id: string) => bookings.thread(id),
      mailIds: async (id: string) => outbox.list().filter((m) => m.bookingId === id).map((m) => m.id),
      seedGallery: (gallery: Gallery) => galleries.atomically((unit) => unit.saveGallery(gallery)),
      readGallery: (id: string) => galleries.atomically((unit) => unit.gallery(id)),
    },
  };
}

couplePortalContract('in-memory', async () => harness().harness);

describe('InMemoryCouplePortal specifics', () => {
  it('an unconfirmed account is nobody, as the functions treat a Strapi account that never confirmed its e-mail', async () => {
    const { auth, portal } = harness();
    auth.addAccount({ email: 'nepotvrzeny@example.cz', password: PASSWORD, displayName: 'N', roles: ['visitor'], confirmed: false });
    // The fake refuses an unconfirmed sign-in too; the portal would refuse the user anyway.
    await expect(auth.signIn({ identifier: 'nepotvrzeny@example.cz', password: PASSWORD })).rejects.toMatchObject({ code: 'auth/not-confirmed' });
    await expect(portal.myBookings()).rejects.toMatchObject({ code: 'auth/not-signed-in' });
  });

  it('too many calls reject portal/rate-limited', async () => {
    const { harness: h, portal } = harness();
    const email = 'hodne@example.cz';
    await h.seed(aBooking({ id: 'b-rate', contact: { coupleNames: 'A a B', email, phone: '+420777123456' } }));
    await h.signInAs(email);
    let refused: unknown;
    for (let i = 0; i < 40 && !refused; i += 1) await portal.sendMessage('b-rate', `Zpráva ${i}`).catch((error: unknown) => (refused = error));
    expect(refused).toMatchObject({ code: 'portal/rate-limited' });
  });

  it('GDPR self-service runs the same use cases as the functions: the export holds the account\'s booking, deleting erases it', async () => {
    const { harness: h, portal } = harness();
    const email = 'gdpr@example.cz';
    await h.seed(aBooking({ id: 'b-gdpr', contact: { coupleNames: 'A a B', email, phone: '+420777123456' } }));
    await h.seed(aBooking({ id: 'b-other', contact: { coupleNames: 'C a D', email: 'jiny@example.cz', phone: '+420777123456' } }));
    await h.signInAs(email);
    const exported = await portal.exportMyData(PASSWORD);
    expect(exported.email).toBe(email);
    expect(exported.bookings.map((b) => b.id)).toEqual(['b-gdpr']);
    const erased = await portal.deleteAccount(PASSWORD);
    expect(erased).toMatchObject({ accountDeleted: true, erasedBookings: ['b-gdpr'] });
    expect(await h.read('b-gdpr')).toBeNull();
    expect(await h.read('b-other')).not.toBeNull();
    await expect(portal.myBookings()).rejects.toMatchObject({ code: 'auth/not-signed-in' });
  });
});
