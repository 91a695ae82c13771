import 'reflect-metadata';
import { describe, expect, it } from 'vitest';
import { availabilityContract } from '../../tests/contracts/availability.contract';
import { bookingRepositoryContract } from '../../tests/contracts/booking-repository.contract';
import { aBooking } from '../../tests/support/booking-mother';
import { storeBooking } from '../../tests/support/stored-booking';
import { InMemoryBookingRepository } from './in-memory-booking-repository';

bookingRepositoryContract('in-memory', async () => {
  const bookings = new InMemoryBookingRepository({});
  return { bookings, seed: (booking) => bookings.put(booking) };
});

availabilityContract('in-memory (the booking fake)', async () => {
  const bookings = new InMemoryBookingRepository({});
  return {
    availability: bookings,
    async seed(locks) {
      for (const lock of locks) {
        if (lock.reason === 'blocked') await bookings.block(lock.date);
        else if (lock.reason === 'held') {
          await storeBooking(bookings, 'new', { id: lock.bookingId!, weddingDate: lock.date });
          await bookings.hold(lock);
        } else await storeBooking(bookings, 'confirmed', { ...(lock.bookingId ? { id: lock.bookingId } : {}), weddingDate: lock.date });
      }
    },
  };
});

function memoryStorage(entries: Array<[string, string]> = []) {
  const data = new Map<string, string>(entries);
  return {
    data,
    storage: {
      getItem: (k: string) => data.get(k) ?? null,
      setItem: (k: string, v: string) => void data.set(k, v),
      removeItem: (k: string) => void data.delete(k),
    },
  };
}

describe('in-memory booking repository specifics', () => {
  it('persists to the given storage, so a demo booking survives a reload', async () => {
    const { storage } = memoryStorage();
    const booking = aBooking();
    await new InMemoryBookingRepository({ storage }).create(booking);
    const afterReload = new InMemoryBookingRepository({ storage });
    await expect(afterReload.get(booking.id)).resolves.toEqual(booking);
  });

  it('takes its seed bookings only into an empty store, never over what the demo saved', async () => {
    const { storage } = memoryStorage();
    const seeded = aBooking({ status: 'confirmed' });
    const first = new InMemoryBookingRepository({ storage, bookings: [seeded] });
    expect((await first.listDateLocks(seeded.weddingDate, seeded.weddingDate)).map((l) => l.date)).toEqual([seeded.weddingDate]);
    await first.delete(seeded.id);
    const reloaded = new InMemoryBookingRepository({ storage, bookings: [seeded] });
    await expect(reloaded.get(seeded.id)).resolves.toBeNull();
  });

  it('discards a corrupt store instead of breaking the page', async () => {
    const { data, storage } = memoryStorage([['svatebni-fotograf.bookings.v1', '{not json']]);
    const repo = new InMemoryBookingRepository({ storage });
    await expect(repo.list({ orderBy: 'createdAt', direction: 'asc', limit: 10 })).resolves.toEqual({ items: [] });
    expect(data.has('svatebni-fotograf.bookings.v1')).toBe(false);
  });
});
