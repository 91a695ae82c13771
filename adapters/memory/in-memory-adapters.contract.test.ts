import 'reflect-metadata';
import { describe, expect, it } from 'vitest';
import { authContract } from '../../tests/contracts/auth.contract';
import { availabilityContract } from '../../tests/contracts/availability.contract';
import { bookingRepositoryContract } from '../../tests/contracts/booking-repository.contract';
import { contentBackendContract } from '../../tests/contracts/content-backend.contract';
import { aBooking } from '../../tests/support/booking-mother';
import { demoContent } from './demo-content/demo-content';
import { InMemoryAuth } from './in-memory-auth';
import { InMemoryBookingRepository } from './in-memory-booking-repository';
import { InMemoryContentBackend } from './in-memory-content-backend';

contentBackendContract('in-memory', async () => ({ backend: new InMemoryContentBackend(demoContent, {}), seeded: demoContent }));

authContract('in-memory', async () => {
  const auth = new InMemoryAuth({});
  return {
    auth,
    confirmEmail: async (email) => auth.confirmEmail(email),
    resetCodeFor: async (email) => auth.resetCodeFor(email),
  };
});

bookingRepositoryContract('in-memory', async () => ({ bookings: new InMemoryBookingRepository({}) }));

availabilityContract('in-memory (the booking fake)', async () => {
  const bookings = new InMemoryBookingRepository({});
  return {
    availability: bookings,
    async seed(locks) {
      for (const lock of locks) {
        if (lock.reason === 'blocked') await bookings.block(lock.date);
        else await bookings.create(aBooking({ id: lock.bookingId, status: 'confirmed', weddingDate: lock.date }));
      }
    },
  };
});

describe('in-memory specifics', () => {
  it('the content fake reports content/unavailable when offline', async () => {
    const backend = new InMemoryContentBackend(demoContent, {});
    backend.setOffline(true);
    await expect(backend.listFaq()).rejects.toMatchObject({ code: 'content/unavailable' });
  });

  it('the booking fake persists to the given storage, so a demo booking survives a reload', async () => {
    const data = new Map<string, string>();
    const storage = {
      getItem: (k: string) => data.get(k) ?? null,
      setItem: (k: string, v: string) => void data.set(k, v),
      removeItem: (k: string) => void data.delete(k),
    };
    const booking = aBooking();
    await new InMemoryBookingRepository({ storage }).create(booking);
    const afterReload = new InMemoryBookingRepository({ storage });
    await expect(afterReload.get(booking.id)).resolves.toEqual(booking);
  });

  it('the booking fake discards a corrupt store instead of breaking the page', async () => {
    const data = new Map<string, string>([['svatebni-fotograf.bookings.v1', '{not json']]);
    const storage = {
      getItem: (k: string) => data.get(k) ?? null,
      setItem: (k: string, v: string) => void data.set(k, v),
      removeItem: (k: string) => void data.delete(k),
    };
    const repo = new InMemoryBookingRepository({ storage });
    await expect(repo.list({ orderBy: 'createdAt', direction: 'asc', limit: 10 })).resolves.toEqual({ items: [] });
    expect(data.has('svatebni-fotograf.bookings.v1')).toBe(false);
  });

  it('the auth fake rate-limits failed sign-ins (10 a minute), whatever e-mail is tried', async () => {
    let now = new Date('2026-11-22T10:00:00Z').getTime();
    const auth = new InMemoryAuth({ now: () => new Date(now) });
    for (let i = 0; i < 10; i += 1) {
      await expect(auth.signIn({ identifier: `x${i}@example.cz`, password: 'x' })).rejects.toMatchObject({
        code: 'auth/invalid-credentials',
      });
    }
    await expect(auth.signIn({ identifier: 'fotograf@example.cz', password: 'Fotograf2027' })).rejects.toMatchObject({
      code: 'auth/rate-limited',
    });
    now += 61_000;
    await expect(auth.signIn({ identifier: 'fotograf@example.cz', password: 'Fotograf2027' })).resolves.toMatchObject({
      roles: ['admin'],
    });
  });
});
