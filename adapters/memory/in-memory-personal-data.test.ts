import { describe, expect, it, vi } from 'vitest';
import { aBooking } from '../../tests/support/booking-mother';
import { rateRules } from '../../domain/booking/booking-policy';
import type { OutgoingMail } from '../../domain/mail/outgoing-mail';
import type { CoupleIdentity } from '../../domain/user/user';
import { InMemoryBookingRepository } from './in-memory-booking-repository';
import { InMemoryOutbox } from './in-memory-outbox';
import { InMemoryRateLimits } from './in-memory-rate-limits';
import { eraseAccount, eraseDeletedAccount, exportPersonalData, type InMemoryPersonalDataStores } from './in-memory-personal-data';
import type { Booking } from '../../domain/booking/booking';
import { DomainError } from '../../domain/errors';
import { InMemoryAuth } from './in-memory-auth';
import { InMemoryFileStorage } from './in-memory-file-storage';
import { InMemoryGalleryData } from './in-memory-gallery-store';
import { InMemoryContractStore } from './in-memory-contract-store';
import { InMemoryIssuedDocuments } from './in-memory-issued-documents';
import { issueDocument } from '../../application/documents/issue-document';
import type { ContractAcceptance } from '../../domain/contract/contract-acceptance';
import { someAmounts } from '../../tests/support/document-mother';

/** The galleries fake over the same bookings, holding no gallery. */
const noGalleries = (bookings: InMemoryBookingRepository) =>
  new InMemoryGalleryData(() => NOW).privacyStore({ bookings, auth: new InMemoryAuth({}), files: new InMemoryFileStorage(), outbox: new InMemoryOutbox(), mail: { siteUrl: 'https://foto.example.cz', photographerEmail: 'fotograf@example.cz' } as never });

// The use cases (application/privacy/export-personal-data.ts, erase-personal-data.ts) over the fakes' stores, as the portal fake runs them.
const NOW = new Date('2027-01-10T09:00:00.000Z');
const PASSWORD = 'Svatba2027a';
const jana: CoupleIdentity = { accountId: 'acc-1', email: 'jana@example.cz' };
const RAW_ACCOUNT = {
  id: 7,
  documentId: 'acc-1',
  username: 'jana',
  email: 'jana@example.cz',
  provider: 'local',
  confirmed: true,
  blocked: false,
  createdAt: '2026-10-01T08:00:00.000Z',
  password: '$2a$10$hash',
  resetPasswordToken: 'reset-secret',
  confirmationToken: 'confirm-secret',
};

const mail = (id: string, envelope: Partial<OutgoingMail>): OutgoingMail => ({
  id,
  to: 'fotograf@example.cz',
  message: { subject: `Předmět ${id}`, text: `Text ${id}`, html: `<p>${id}</p>` },
  ...envelope,
});

function world(bookings: Booking[]) {
  const store = new InMemoryBookingRepository({ bookings });
  const outbox = new InMemoryOutbox();
  const rates = new InMemoryRateLimits(() => NOW);
  const removed: string[] = [];
  let failRemove = false;
  const deps: InMemoryPersonalDataStores = {
    bookings: store,
    outbox,
    rates: [rates],
    mail: { siteUrl: 'https://foto.example.cz', photographerEmail: 'fotograf@example.cz' },
    galleries: noGalleries(store),
    account: {
      // The accounts service's verdict on the password typed again (InMemoryAuth and Strapi decide it for real).
      reauthenticate: async (password) => {
        if (password !== PASSWORD) throw new DomainError('auth/wrong-password');
      },
      fields: async () => RAW_ACCOUNT,
      remove: async () => {
        if (failRemove) throw new Error('Strapi down');
        removed.push('acc-1');
      },
    },
  };
  return { store, outbox, rates, removed, deps, failNextRemove: () => (failRemove = true), heal: () => (failRemove = false) };
}

const mine = {
  fresh: aBooking({ id: 'b-new', reservationCode: 'NEWR-EQST', status: 'new', weddingDate: '2027-08-07', contact: { coupleNames: 'Jana a Petr', email: 'Jana@Example.cz ', phone: '+420777123456' }, marketingConsentAt: '2026-11-01T10:05:00.000Z', internalNotes: 'volala 2×', emailTokenDigest: 'd1'.repeat(32), emailVerifiedAt: '2026-11-01T10:20:00.000Z' }),
  declined: aBooking({ id: 'b-declined', status: 'declined', weddingDate: '2027-05-01', contact: { coupleNames: 'Jana a Petr', email: 'jana@example.cz', phone: '+420777123456' } }),
  confirmed: aBooking({ id: 'b-confirmed', reservationCode: 'CONF-IRMD', status: 'confirmed', weddingDate: '2027-09-04', contact: { coupleNames: 'Jana a Petr', email: 'jana@example.cz', phone: '+420777123456' } }),
};
const foreign = aBooking({ id: 'b-other', status: 'new', weddingDate: '2027-08-14', contact: { coupleNames: 'Eva a Jan', email: 'eva@example.cz', phone: '+420602111222' } });

describe('exportPersonalData (Stáhnout moje údaje)', () => {
  it('gives the account without secrets, the e-mail\'s bookings only, its contact messages and consents', async () => {
    const w = world([mine.fresh, mine.confirmed, foreign]);
    w.outbox.queue([mail('contact-1', { replyTo: 'jana@example.cz' }), mail('contact-2', { replyTo: 'eva@example.cz' })], '2026-12-01T12:00:00.000Z');
    const data = await exportPersonalData(jana, PASSWORD, w.deps, NOW);

    expect(data.email).toBe('jana@example.cz');
    expect(data.exportedAt).toBe(NOW.toISOString());
    expect(data.account).toEqual({ id: 7, documentId: 'acc-1', username: 'jana', email: 'jana@example.cz', provider: 'local', confirmed: true, blocked: false, createdAt: '2026-10-01T08:00:00.000Z' });
    expect(JSON.stringify(data)).not.toMatch(/hash|secret/);
    expect(data.bookings.map((b) => b.id)).toEqual(['b-new', 'b-confirmed']);
    expect(data.bookings[0]).toMatchObject({ internalNotes: 'volala 2×', history: mine.fresh.history, emailVerifiedAt: '2026-11-01T10:20:00.000Z' });
    // The confirmation link's digest is the system's check, not the couple's data.
    expect(data.bookings[0]).not.toHaveProperty('emailTokenDigest');
    expect(data.contactMessages).toEqual([{ id: 'contact-1', sentAt: '2026-12-01T12:00:00.000Z', subject: 'Předmět contact-1', text: 'Text contact-1' }]);
    expect(data.consents).toEqual([
      { kind: 'privacy-policy', at: mine.fresh.consentAt, bookingId: 'b-new' },
      { kind: 'privacy-policy', at: mine.confirmed.consentAt, bookingId: 'b-confirmed' },
      { kind: 'marketing', at: '2026-11-01T10:05:00.000Z', bookingId: 'b-new' },
      { kind: 'contact-form', at: '2026-12-01T12:00:00.000Z' },
    ]);
  });
});

/** The world with the contract and issued-documents fakes over its bookings, and what they hold for these bookings. */
async function withContracts(w: ReturnType<typeof world>, accepted: string[], issuedFor: string[]) {
  const contracts = new InMemoryContractStore(w.store, { verify: async () => jana, countAttempt: async () => undefined } as never, {} as never);
  const documents = new InMemoryIssuedDocuments(w.store);
  const acceptance = (bookingId: string): ContractAcceptance => ({ bookingId, templateVersion: 1, text: 'Smlouva', textSha256: 'a'.repeat(64), namesTyped: 'Jana a Petr', email: 'jana@example.cz', ip: '203.0.113.7', userAgent: 'Firefox', acceptedAt: '2026-12-02T10:00:00.000Z', withdrawalAcknowledged: true, expressStart: false });
  for (const id of accepted) await contracts.atomically((unit) => unit.record(acceptance(id)));
  for (const bookingId of issuedFor) await issueDocument(documents.atomically, { kind: 'deposit-invoice', bookingId, issuedAt: NOW }, () => ({ contentHash: 'b'.repeat(64), files: { pdf: 'x.pdf', isdoc: 'x.isdoc' }, amounts: someAmounts() }));
  w.deps.contracts = contracts;
  w.deps.documents = documents;
  return { contracts, acceptance };
}

describe('the accepted contract and the issued documents in the export and the erasure', () => {
  it('exports the couple\'s acceptance whole (IP address and user agent too) and their documents\' numbers, never another couple\'s', async () => {
    const w = world([mine.fresh, mine.confirmed, foreign]);
    const { acceptance } = await withContracts(w, ['b-confirmed', 'b-other'], ['b-confirmed', 'b-other']);
    const data = await exportPersonalData(jana, PASSWORD, w.deps, NOW);
    expect(data.contractAcceptances).toEqual([acceptance('b-confirmed')]);
    expect(data.issuedDocuments).toEqual([{ bookingId: 'b-confirmed', number: expect.stringMatching(/^ZF-2027-/), kind: 'deposit-invoice', issuedAt: NOW.toISOString() }]);
  });

  it('keeps the acceptance of a booking kept for its contract, deletes the one of a booking erased, and leaves every issued document', async () => {
    const w = world([mine.declined, mine.confirmed]);
    const { contracts } = await withContracts(w, ['b-declined', 'b-confirmed'], ['b-declined', 'b-confirmed']);
    await eraseAccount(jana, PASSWORD, undefined, w.deps, NOW);
    expect(contracts.acceptanceOf('b-declined')).toBeNull();
    expect(contracts.acceptanceOf('b-confirmed')).not.toBeNull();
    expect(await w.deps.documents!.forBooking('b-declined')).toHaveLength(1);
  });
});

describe('the password again, before anything is read or erased', () => {
  it('a password the accounts service refuses exports nothing and erases nothing', async () => {
    const w = world([mine.fresh, mine.confirmed]);
    w.outbox.queue([mail('contact-1', { replyTo: 'jana@example.cz' })], '2026-12-01T12:00:00.000Z');
    const read = vi.spyOn(w.deps.account, 'fields');
    await expect(exportPersonalData(jana, 'spatne-heslo', w.deps, NOW)).rejects.toMatchObject({ code: 'auth/wrong-password' });
    expect(read).not.toHaveBeenCalled();
    await expect(eraseAccount(jana, undefined, undefined, w.deps, NOW)).rejects.toMatchObject({ code: 'auth/wrong-password' });
    expect(await w.store.get('b-new')).not.toBeNull();
    expect(await w.store.get('b-confirmed')).not.toHaveProperty('erasureRequestedAt');
    expect(w.outbox.list().map((m) => m.id)).toEqual(['contact-1']);
    expect(w.removed).toEqual([]);
  });
});

describe('eraseAccount (Smazat účet)', () => {
  it('erases the bookings without a date with their mails, keeps and flags the one holding a date, tells the photographer once', async () => {
    const w = world([mine.fresh, mine.declined, mine.confirmed, foreign]);
    w.outbox.queue(
      [
        mail('b-new-request', { bookingId: 'b-new', replyTo: 'jana@example.cz' }),
        mail('b-new-received', { bookingId: 'b-new', to: 'jana@example.cz' }),
        mail('b-confirmed-confirmed', { bookingId: 'b-confirmed', to: 'jana@example.cz' }),
        mail('contact-1', { replyTo: 'jana@example.cz' }),
        mail('contact-eva', { replyTo: 'eva@example.cz' }),
        mail('b-other-received', { bookingId: 'b-other', to: 'eva@example.cz' }),
      ],
      '2026-12-01T12:00:00.000Z',
    );
    w.rates.take(rateRules.booking('jana@example.cz', '1.2.3.4'));
    w.rates.take(rateRules.contact('eva@example.cz', '1.2.3.4'));

    const result = await eraseAccount(jana, PASSWORD, undefined, w.deps, NOW);

    expect(result).toEqual({ accountDeleted: true, erasedBookings: ['b-declined', 'b-new'], keptBookings: [{ reservationCode: 'CONF-IRMD', weddingDate: '2027-09-04' }], deletedGalleries: [], keptGalleries: [] });
    expect(await w.store.get('b-new')).toBeNull();
    expect(await w.store.get('b-declined')).toBeNull();
    expect((await w.store.get('b-confirmed'))?.erasureRequestedAt).toBe(NOW.toISOString());
    expect(await w.store.get('b-other')).not.toBeNull();
    const left = w.outbox.list();
    expect(left.map((m) => m.id).sort()).toEqual(['b-other-received', 'contact-eva', `erasure-request-b-confirmed-${NOW.getTime()}`]);
    const notice = left.find((m) => m.id.startsWith('erasure-request'))!;
    expect(notice.to).toBe('fotograf@example.cz');
    expect(notice.message.text).toContain('CONF-IRMD');
    expect(notice.message.text).toContain('https://foto.example.cz/admin/bookings/b-confirmed');
    expect(notice.message.text).not.toContain('jana@example.cz');
    // The e-mail's counters are gone (a new request is counted from zero), another e-mail's stay.
    expect(w.rates.forget(['booking-email:jana@example.cz'])).toBe(0);
    expect(w.rates.forget(['contact-email:eva@example.cz'])).toBe(1);
    expect(w.removed).toEqual(['acc-1']);
  });

  it('finishes the job when called again after a failure, without a second notice', async () => {
    const w = world([mine.fresh, mine.confirmed]);
    w.failNextRemove();
    await expect(eraseAccount(jana, PASSWORD, undefined, w.deps, NOW)).rejects.toThrow('Strapi down');
    expect(await w.store.get('b-new')).toBeNull();
    w.heal();
    const again = await eraseAccount(jana, PASSWORD, undefined, w.deps, new Date(NOW.getTime() + 60_000));
    expect(again).toEqual({ accountDeleted: true, erasedBookings: [], keptBookings: [{ reservationCode: 'CONF-IRMD', weddingDate: '2027-09-04' }], deletedGalleries: [], keptGalleries: [] });
    expect((await w.store.get('b-confirmed'))?.erasureRequestedAt).toBe(NOW.toISOString());
    expect(w.outbox.list().filter((m) => m.id.startsWith('erasure-request'))).toHaveLength(1);
    expect(w.removed).toEqual(['acc-1']);
  });

  it('erases a request that holds its day under the hold policy and frees the day: a hold is no contract', async () => {
    const w = world([mine.fresh]);
    await w.store.hold({ date: mine.fresh.weddingDate, reason: 'held', bookingId: mine.fresh.id, expiresAt: '2027-01-20T09:00:00.000Z' });
    expect(await w.store.listDateLocks(mine.fresh.weddingDate, mine.fresh.weddingDate)).toHaveLength(1);
    const result = await eraseAccount(jana, PASSWORD, undefined, w.deps, NOW);
    expect(result).toEqual({ accountDeleted: true, erasedBookings: ['b-new'], keptBookings: [], deletedGalleries: [], keptGalleries: [] });
    expect(await w.store.get('b-new')).toBeNull();
    expect(await w.store.listDateLocks(mine.fresh.weddingDate, mine.fresh.weddingDate)).toEqual([]);
    expect(w.outbox.list()).toEqual([]);
  });

  it('with nothing holding a date sends the photographer nothing', async () => {
    const w = world([mine.fresh]);
    expect((await eraseAccount(jana, PASSWORD, undefined, w.deps, NOW)).keptBookings).toEqual([]);
    expect(w.outbox.list()).toEqual([]);
  });
});

describe('eraseDeletedAccount (the accounts service reports an account deleted by any path)', () => {
  it('erases and flags exactly as "Smazat účet" does, the thread with its booking, and tells the photographer how the account went', async () => {
    const w = world([mine.fresh, mine.confirmed, foreign]);
    await w.store.addMessage('b-new', { id: 'b-new-m1', at: '2026-12-01T10:00:00.000Z', author: 'couple', text: 'Ahoj' });
    w.outbox.queue([mail('b-confirmed-confirmed', { bookingId: 'b-confirmed', to: 'jana@example.cz' })], '2026-12-01T12:00:00.000Z');

    const result = await eraseDeletedAccount(' Jana@Example.cz ', w.deps, NOW);

    expect(result).toEqual({ erasedBookings: ['b-new'], keptBookings: [{ reservationCode: 'CONF-IRMD', weddingDate: '2027-09-04' }], deletedGalleries: [], keptGalleries: [] });
    expect(await w.store.get('b-new')).toBeNull();
    expect(await w.store.thread('b-new')).toEqual([]);
    expect((await w.store.get('b-confirmed'))?.erasureRequestedAt).toBe(NOW.toISOString());
    expect(await w.store.get('b-other')).not.toBeNull();
    const [notice] = w.outbox.list();
    expect(notice!.message.text).toContain('účet snoubenců byl smazán ve správě účtů (Strapi)');
    // The account itself is the reporter's to delete, not this erasure's.
    expect(w.removed).toEqual([]);
  });

  it('a report naming no e-mail erases nothing', async () => {
    const w = world([mine.fresh]);
    for (const email of [undefined, '', 'jana', 42]) {
      await expect(eraseDeletedAccount(email, w.deps, NOW)).rejects.toMatchObject({ code: 'email/invalid' });
    }
    expect(await w.store.get('b-new')).not.toBeNull();
  });
});
