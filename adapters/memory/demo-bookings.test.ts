import 'reflect-metadata';
import { describe, expect, it } from 'vitest';
import { bookableWindow } from '../../domain/booking/booking-policy';
import { takesDate } from '../../domain/booking/booking-status';
import { demoPriceList } from './demo-content/demo-prices';
import { demoBookings } from './demo-bookings';
import { InMemoryBookingRepository } from './in-memory-booking-repository';

const now = new Date('2026-11-22T09:00:00Z');

function memoryStorage(): Pick<Storage, 'getItem' | 'setItem' | 'removeItem'> {
  const data = new Map<string, string>();
  return { getItem: (k) => data.get(k) ?? null, setItem: (k, v) => void data.set(k, v), removeItem: (k) => void data.delete(k) };
}

describe('demo bookings', () => {
  it('are bookable dates in the future, with packages from the price list, one of them taking its date', () => {
    const bookings = demoBookings(now);
    const window = bookableWindow(now);
    const slugs = demoPriceList.packages.map((p) => p.slug);
    for (const b of bookings) {
      expect(b.weddingDate >= window.first && b.weddingDate <= window.last, b.weddingDate).toBe(true);
      if (b.packageSlug) expect(slugs).toContain(b.packageSlug);
      expect(b.history.at(-1)!.to).toBe(b.status);
    }
    expect(bookings.filter((b) => takesDate(b.status)).length).toBeGreaterThan(0);
    expect(new Set(bookings.map((b) => b.weddingDate)).size).toBe(bookings.length);
  });

  it('seed an empty demo store, but never override what the demo saved', async () => {
    const storage = memoryStorage();
    const first = new InMemoryBookingRepository({ storage, bookings: demoBookings(now) });
    const taken = demoBookings(now).find((b) => b.status === 'confirmed')!;
    expect((await first.listDateLocks(taken.weddingDate, taken.weddingDate)).map((l) => l.date)).toEqual([taken.weddingDate]);
    await first.delete(taken.id);
    const reloaded = new InMemoryBookingRepository({ storage, bookings: demoBookings(now) });
    await expect(reloaded.get(taken.id)).resolves.toBeNull();
  });
});
