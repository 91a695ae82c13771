import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { InMemoryBookingRepository } from './in-memory-booking-repository';
import { InMemoryIssuedDocuments } from './in-memory-issued-documents';
import { DomainError } from '../../domain/errors';
import type { CoupleIdentity } from '../../domain/user/user';
import { aBooking } from '../../tests/support/booking-mother';
import { issueDocument } from '../../application/documents/issue-document';
import { listBookingDocuments } from '../../application/documents/list-booking-documents';

const JANA: CoupleIdentity = { accountId: 'a-1', email: 'jana@example.cz' };
const PETRA: CoupleIdentity = { accountId: 'a-2', email: 'petra@example.cz' };
const sessions: Record<string, CoupleIdentity> = { 'jwt-jana': JANA, 'jwt-petra': PETRA };

async function setUp() {
  const store = new InMemoryBookingRepository({});
  const documents = new InMemoryIssuedDocuments(store);
  const janas = aBooking({ contact: { coupleNames: 'Jana a Petr', email: 'Jana@Example.cz', phone: '+420777123456' } });
  await store.create(janas);
  const issued = await issueDocument(documents.atomically, { kind: 'deposit-invoice', bookingId: janas.id, issuedAt: new Date('2027-03-10T09:00:00Z') }, (_n, printed) => ({
    contentHash: createHash('sha256').update(printed).digest('hex'),
    files: { pdf: `documents/${printed}.pdf`, isdoc: `documents/${printed}.isdoc` },
  }));
  const counted: string[] = [];
  const couples = {
    verify: async (session: unknown) => {
      const identity = typeof session === 'string' ? sessions[session] : undefined;
      if (!identity) throw new DomainError('auth/not-signed-in');
      return identity;
    },
    countAttempt: async (rules: { key: string }[]) => {
      counted.push(...rules.map((rule) => rule.key));
    },
    bookingsOf: (email: string) => store.list({ limit: 100 } as never).then((page) => page.items.filter((booking) => booking.contact.email.toLowerCase() === email)),
  };
  return { readers: { documents, couples }, janas, issued, counted };
}

describe('listBookingDocuments', () => {
  it('gives the couple their own booking\'s documents, and an admin any booking\'s', async () => {
    const { readers, janas, issued, counted } = await setUp();
    expect(await listBookingDocuments({ caller: null, session: 'jwt-jana', bookingId: janas.id, client: '10.0.0.1' }, readers)).toEqual([issued]);
    expect(counted.length, 'the call counts against the portal\'s limits').toBeGreaterThan(0);
    const admin = { uid: 'fotografka', admin: true };
    expect(await listBookingDocuments({ caller: admin, session: undefined, bookingId: janas.id, client: '10.0.0.1' }, readers)).toEqual([issued]);
  });

  it('refuses another couple\'s booking exactly as a missing one, and a caller without a session', async () => {
    const { readers, janas } = await setUp();
    await expect(listBookingDocuments({ caller: null, session: 'jwt-petra', bookingId: janas.id, client: '10.0.0.2' }, readers)).rejects.toMatchObject({ code: 'booking/not-found' });
    await expect(listBookingDocuments({ caller: null, session: 'jwt-petra', bookingId: 'booking-none', client: '10.0.0.2' }, readers)).rejects.toMatchObject({ code: 'booking/not-found' });
    const signedInNotAdmin = { uid: 'u-1', admin: false };
    await expect(listBookingDocuments({ caller: signedInNotAdmin, session: undefined, bookingId: janas.id, client: '10.0.0.3' }, readers)).rejects.toMatchObject({ code: 'auth/not-signed-in' });
    await expect(listBookingDocuments({ caller: null, session: 'jwt-jana', bookingId: '../x/y', client: '10.0.0.1' }, readers)).rejects.toMatchObject({ code: 'id/invalid' });
  });
});
