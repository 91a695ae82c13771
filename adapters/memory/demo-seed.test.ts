import 'reflect-metadata';
import { describe, expect, it } from 'vitest';
import { DEMO_COUPLE_CONTACT } from './demo-accounts';
import { DEMO_GALLERY_ID } from './demo-gallery';
import { demoSeed } from './demo-seed';
import { InMemoryBookingRepository } from './in-memory-booking-repository';

describe("the browser demo's seed", () => {
  const now = new Date('2026-11-22T09:00:00Z');

  it("keeps the gallery demo's booking of the demo couple beside the busy season's, under the same names, with distinct ids, codes and days", async () => {
    const seed = demoSeed(now);
    const bookings = seed.bookings!;
    const gallery = seed.galleries!.find((g) => g.gallery.id === DEMO_GALLERY_ID)!;
    const galleryBooking = bookings.find((b) => b.id === gallery.gallery.bookingId);
    expect(galleryBooking?.status).toBe('completed');
    const couple = bookings.filter((b) => b.contact.email === DEMO_COUPLE_CONTACT.email);
    expect(couple.map((b) => b.status).sort()).toEqual(['completed', 'confirmed']);
    // The same couple by the same names in both: the desk shows them as one couple.
    expect(couple.map((b) => b.contact)).toEqual([DEMO_COUPLE_CONTACT, DEMO_COUPLE_CONTACT]);
    expect(new Set(bookings.map((b) => b.id)).size).toBe(bookings.length);
    expect(new Set(bookings.map((b) => b.reservationCode)).size).toBe(bookings.length);
    const store = new InMemoryBookingRepository({ ...seed, now: () => now });
    await expect(store.get(galleryBooking!.id)).resolves.toMatchObject({ status: 'completed' });
    const confirmed = couple.find((b) => b.status === 'confirmed')!;
    await expect(store.thread(confirmed.id)).resolves.toHaveLength(3);
  });
});
