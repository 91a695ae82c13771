import 'reflect-metadata';
import { describe, expect, it } from 'vitest';
import { calendarFeedContract } from '../../tests/contracts/calendar-feed.contract';
import { aBooking } from '../../tests/support/booking-mother';
import { DEMO_ACCOUNTS } from './demo-accounts';
import { demoContent } from './demo-content/demo-content';
import { InMemoryAuth } from './in-memory-auth';
import { InMemoryBookingAdmin } from './in-memory-booking-admin';
import { InMemoryBookingRepository } from './in-memory-booking-repository';
import { InMemoryCalendarFeed } from './in-memory-calendar-feed';
import { InMemoryContentBackend } from './in-memory-content-backend';
import { InMemoryOutbox, memoryMailSettings } from './in-memory-outbox';
import type { MemoryAdapterOptions } from './memory-adapter-options';

const admin = DEMO_ACCOUNTS.find((a) => a.roles.includes('admin'))!;
const visitor = DEMO_ACCOUNTS.find((a) => !a.roles.includes('admin'))!;
const config = { siteUrl: 'https://www.terezanovakova-foto.cz' };

/** Sessions on one set of data: one storage, as every browser reaches the same server documents. */
async function world(options: MemoryAdapterOptions = {}) {
  const saved = new Map<string, string>();
  const storage = { getItem: (k: string) => saved.get(k) ?? null, setItem: (k: string, v: string) => void saved.set(k, v), removeItem: (k: string) => void saved.delete(k) };
  const shared: MemoryAdapterOptions = { storage, ...options };
  const store = new InMemoryBookingRepository(shared);
  const session = async (account?: { email: string; password: string }) => {
    const auth = new InMemoryAuth(shared);
    if (account) await auth.signIn({ identifier: account.email, password: account.password });
    return auth;
  };
  const adminAuth = await session(admin);
  const feed = (auth: InMemoryAuth) => new InMemoryCalendarFeed(store, auth, shared, config);
  const mail = memoryMailSettings(config.siteUrl, new InMemoryContentBackend(demoContent, shared));
  return { store, adminAuth, session, feed, desk: new InMemoryBookingAdmin(store, adminAuth, shared, new InMemoryOutbox(), mail) };
}

calendarFeedContract('in-memory', async () => {
  const w = await world();
  const adminFeed = w.feed(w.adminAuth);
  return {
    admin: adminFeed,
    visitor: w.feed(await w.session(visitor)),
    anonymous: w.feed(await w.session()),
    bookings: w.store,
    desk: w.desk,
    fetchFeed: async (url) => {
      const answer = await adminFeed.fetchFeed(url);
      return { status: answer.status, body: answer.status === 200 ? answer.body : '' };
    },
  };
});

describe('InMemoryCalendarFeed specifics', () => {
  it('two first calls at once agree on one address (the token is created in one atomic step)', async () => {
    const w = await world({ latencyMs: 2 });
    const [a, b] = await Promise.all([w.feed(w.adminAuth).subscriptionUrl(), w.feed(w.adminAuth).subscriptionUrl()]);
    expect(a).toBe(b);
  });

  it('anonymised weddings appear without names, and no booking shows e-mail, phone, message or notes', async () => {
    const w = await world({
      bookings: [
        aBooking({ id: 'b-anon', status: 'completed', weddingDate: '2020-06-13', reservationCode: 'H3WD-9RTA', contact: { coupleNames: '', email: '', phone: '' }, anonymisedAt: '2026-01-01T00:00:00.000Z' }),
        aBooking({
          id: 'b-live',
          status: 'deposit-paid',
          weddingDate: '2027-06-12',
          contact: { coupleNames: 'Jana a Petr', email: 'jana@example.cz', phone: '+420 777 123 456' },
          message: 'Tajná zpráva',
          internalNotes: 'Interní poznámka',
        }),
      ],
    });
    const feed = w.feed(w.adminAuth);
    const answer = await feed.fetchFeed(await feed.subscriptionUrl());
    expect(answer.status).toBe(200);
    const body = answer.status === 200 ? answer.body.replace(/\r\n /g, '') : '';
    expect(body).toContain('SUMMARY:Svatba (anonymizováno\\, H3WD-9RTA)');
    expect(body).toContain('SUMMARY:Svatba: Jana a Petr');
    for (const secret of ['jana@example.cz', '777 123 456', 'Tajná zpráva', 'Interní poznámka']) expect(body).not.toContain(secret);
  });
});
