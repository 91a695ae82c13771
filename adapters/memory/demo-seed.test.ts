import 'reflect-metadata';
import { describe, expect, it } from 'vitest';
import { DEMO_COUPLE_CONTACT } from './demo-accounts';
import { DEMO_GALLERY_ID, DEMO_PHOTO_LIMIT } from './demo-gallery';
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

  it('gives the gallery as many photos as a benchmark asks for, each its own photo with an image, in all four sections', () => {
    const { photos, images } = demoSeed(now, 1000).galleries![0]!;
    expect(photos).toHaveLength(1000);
    expect(new Set(photos.map((p) => p.id)).size).toBe(1000);
    expect(new Set(photos.map((p) => p.fileName)).size).toBe(1000);
    expect(photos.every((p) => images?.[p.id]?.endsWith('.svg'))).toBe(true);
    expect(new Set(photos.map((p) => p.sectionId)).size).toBe(4);
    expect(demoSeed(now).galleries![0]!.photos).toHaveLength(40);
    expect(demoSeed(now, 1_000_000).galleries![0]!.photos).toHaveLength(DEMO_PHOTO_LIMIT);
  });

  it("gives the desk's \"Platby\" unassigned payments to assign and the demo couple's partial deposit", async () => {
    const seed = demoSeed(now);
    const payments = seed.bankPayments!;
    expect(payments.filter((p) => p.match.kind === 'unassigned').map((p) => p.match.kind === 'unassigned' && p.match.reason)).toEqual(['no-symbol', 'unknown-symbol', 'foreign-currency']);
    const confirmed = seed.bookings!.find((b) => b.contact.email === DEMO_COUPLE_CONTACT.email && b.status === 'confirmed')!;
    expect(payments.filter((p) => p.match.kind === 'partial')).toEqual([expect.objectContaining({ match: expect.objectContaining({ bookingId: confirmed.id }) })]);
  });
});
