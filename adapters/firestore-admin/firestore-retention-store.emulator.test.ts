import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import type { Booking } from '../../domain/booking/booking';
import { bookingMailId } from '../../domain/booking/booking-mail';
import { RETENTION_PERIODS, type RetentionPeriods } from '../../domain/privacy/retention';
import { BOOKINGS, DATE_LOCKS, MAIL, RATE_LIMITS, SENT_ONCE, toBookingDocument } from '../../ports/wire/firestore-documents';
import { db, toTimestamp } from '../../tests/support/admin-firestore';
import { firestoreRetentionStore } from './firestore-retention-store';
import { applyRetention } from '../../application/privacy/apply-retention';
import { aBooking } from '../../tests/support/booking-mother';
import { clearFirestore, onEmulators } from '../../tests/support/emulator-support';
import { NO_GALLERIES } from '../../tests/support/no-galleries';
import { CONTRACT_ACCEPTANCES, toAcceptanceDocument } from '../../ports/wire/contract-documents';

/** A fixed clock: the emulator never fires schedules, so the test calls the handler itself. */
const NOW = new Date('2027-03-01T12:00:00.000Z');
const daysBefore = (days: number, extraMs = 0) => new Date(NOW.getTime() - days * 86_400_000 + extraMs).toISOString();
/** A small page, so every query runs over several pages. */
const PAGE = 2;
const run = (periods: RetentionPeriods = RETENTION_PERIODS) => applyRetention({ now: NOW, periods }, firestoreRetentionStore(db(), PAGE), NO_GALLERIES);

async function putBooking(booking: Booking, options: { lock?: boolean } = {}) {
  const store = db();
  await store.collection(BOOKINGS).doc(booking.id).set(toBookingDocument(booking, toTimestamp));
  await store.collection(MAIL).doc(bookingMailId.requestReceived(booking.id)).set({ to: booking.contact.email, message: { subject: 'x' }, createdAt: toTimestamp(booking.createdAt) });
  if (options.lock) await store.collection(DATE_LOCKS).doc(booking.weddingDate).set({ date: booking.weddingDate, reason: 'booked', bookingId: booking.id });
  return booking;
}

/** Everything in the database, to prove what a run did not touch. */
async function snapshot() {
  const all: Record<string, Record<string, unknown>> = {};
  for (const name of [BOOKINGS, DATE_LOCKS, MAIL, RATE_LIMITS, SENT_ONCE]) {
    for (const doc of (await db().collection(name).get()).docs) all[`${name}/${doc.id}`] = doc.data();
  }
  return all;
}

/** A contract acceptance as acceptContract stores it (names, e-mail, IP address, user agent: all personal). */
async function putAcceptance(bookingId: string) {
  await db()
    .collection(CONTRACT_ACCEPTANCES)
    .doc(bookingId)
    .set(toAcceptanceDocument({ bookingId, templateVersion: 1, text: 'Smlouva', textSha256: 'a'.repeat(64), namesTyped: 'Jana a Petr', email: 'jana@example.cz', ip: '203.0.113.7', userAgent: 'Firefox', acceptedAt: '2022-01-10T10:00:00.000Z', withdrawalAcknowledged: true, expressStart: false }, toTimestamp));
}

const exists = async (collection: string, id: string) => (await db().collection(collection).doc(id).get()).exists;

describe.skipIf(!onEmulators)('retention policy (scheduled function body against the Firestore emulator)', () => {
  beforeEach(clearFirestore);
  afterAll(clearFirestore);

  it('anonymises closed requests after 90 days with their mails, and keeps what statistics need', async () => {
    const declined = await putBooking(
      aBooking({
        status: 'declined',
        updatedAt: daysBefore(90),
        venue: 'Zámek Liblice',
        town: 'Liblice',
        message: 'Ahoj',
        source: 'Instagram',
        internalNotes: 'volala',
        packageSlug: 'cely-den',
        extras: ['album'],
        guests: 80,
        history: [
          { at: daysBefore(120), by: 'public', from: null, to: 'new' },
          { at: daysBefore(90), by: 'fotograf@example.cz', from: 'new', to: 'declined', note: 'Jana má jiný termín' },
        ],
      }),
    );
    const cancelled = await putBooking(aBooking({ status: 'cancelled', updatedAt: daysBefore(400) }));
    const report = await run();
    expect(report.anonymised.sort()).toEqual([declined.id, cancelled.id].sort());

    const stored = (await db().collection(BOOKINGS).doc(declined.id).get()).data()!;
    expect(stored.contact).toEqual({ coupleNames: '', email: '', phone: '' });
    for (const field of ['venue', 'town', 'message', 'source', 'internalNotes', 'searchTerms']) expect(stored).not.toHaveProperty(field);
    expect(stored).toMatchObject({ status: 'declined', weddingDate: declined.weddingDate, packageSlug: 'cely-den', extras: ['album'], guests: 80 });
    expect(stored.history.map((h: Record<string, unknown>) => [h.by, h.to, h.note])).toEqual([
      ['public', 'new', undefined],
      ['fotograf@example.cz', 'declined', undefined],
    ]);
    expect(stored.anonymisedAt.toDate().toISOString()).toBe(NOW.toISOString());
    expect(await exists(MAIL, bookingMailId.requestReceived(declined.id))).toBe(false);
  });

  it('anonymises a new request only once its wedding day has passed, and never one with a contract', async () => {
    const passed = await putBooking(aBooking({ status: 'new', weddingDate: '2027-02-28', updatedAt: daysBefore(200) }));
    await putBooking(aBooking({ status: 'new', weddingDate: '2027-03-01', updatedAt: daysBefore(200) }));
    await putBooking(aBooking({ status: 'confirmed', weddingDate: '2020-06-01', updatedAt: daysBefore(2000) }), { lock: true });
    await putBooking(aBooking({ status: 'deposit-paid', weddingDate: '2021-06-01', updatedAt: daysBefore(2000) }), { lock: true });
    const before = await snapshot();
    const report = await run();
    expect(report.anonymised).toEqual([passed.id]);
    const after = await snapshot();
    delete before[`${BOOKINGS}/${passed.id}`];
    delete before[`${MAIL}/${bookingMailId.requestReceived(passed.id)}`];
    delete after[`${BOOKINGS}/${passed.id}`];
    expect(after).toEqual(before);
  });

  it('leaves a request one day short of its period exactly as it was', async () => {
    await putBooking(aBooking({ status: 'declined', updatedAt: daysBefore(89) }));
    await putBooking(aBooking({ status: 'cancelled', updatedAt: daysBefore(90, 60_000) }));
    await putBooking(aBooking({ status: 'completed', weddingDate: '2017-01-01' }), { lock: true });
    const before = await snapshot();
    expect(await run()).toEqual({ anonymised: [], erased: [], mailsDeleted: 0, mailsStamped: 0, markersDeleted: 0, galleriesDeleted: [], acceptancesDeleted: [], dayPlansDeleted: [] });
    expect(await snapshot()).toEqual(before);
  });

  it('erases weddings with a contract once the 10th year after the wedding year has ended, freeing their lock and mails', async () => {
    const old = await putBooking(
      aBooking({
        status: 'completed',
        weddingDate: '2016-12-31',
        history: [
          { at: '2016-01-01T10:00:00.000Z', by: 'public', from: null, to: 'new' },
          { at: '2016-01-02T10:00:00.000Z', by: 'fotograf@example.cz', from: 'new', to: 'confirmed' },
        ],
      }),
      { lock: true },
    );
    await db().collection(MAIL).doc(bookingMailId.statusChanged(old.id, 1)).set({ to: 'x@example.cz', createdAt: toTimestamp(daysBefore(1)) });
    // A wedding the photographer never marked completed is kept for the same period, and then erased too.
    const leftConfirmed = await putBooking(aBooking({ status: 'confirmed', weddingDate: '2016-06-04', updatedAt: daysBefore(4000) }), { lock: true });
    const leftPaid = await putBooking(aBooking({ status: 'deposit-paid', weddingDate: '2016-09-10', updatedAt: daysBefore(4000) }), { lock: true });
    const kept = await putBooking(aBooking({ status: 'completed', weddingDate: '2017-01-01' }), { lock: true });
    const keptConfirmed = await putBooking(aBooking({ status: 'confirmed', weddingDate: '2017-01-02', updatedAt: daysBefore(4000) }), { lock: true });
    const report = await run();
    expect(report.erased.sort()).toEqual([old.id, leftConfirmed.id, leftPaid.id].sort());
    for (const gone of [old, leftConfirmed, leftPaid]) {
      expect(await exists(BOOKINGS, gone.id)).toBe(false);
      expect(await exists(DATE_LOCKS, gone.weddingDate)).toBe(false);
      expect(await exists(MAIL, bookingMailId.requestReceived(gone.id))).toBe(false);
    }
    expect(await exists(MAIL, bookingMailId.statusChanged(old.id, 1))).toBe(false);
    for (const stays of [kept, keptConfirmed]) {
      expect(await exists(BOOKINGS, stays.id)).toBe(true);
      expect((await db().collection(DATE_LOCKS).doc(stays.weddingDate).get()).data()).toMatchObject({ bookingId: stays.id });
    }
  });

  it('deletes outbox mails 180 days after they were queued; mails without a time count from delivery or get stamped', async () => {
    const mails = db().collection(MAIL);
    await mails.doc('contact-old').set({ to: 'f@example.cz', createdAt: toTimestamp(daysBefore(180)) });
    await mails.doc('contact-young').set({ to: 'f@example.cz', createdAt: toTimestamp(daysBefore(179)) });
    await mails.doc('contact-legacy-delivered').set({ to: 'f@example.cz', delivery: { state: 'SUCCESS', endTime: toTimestamp(daysBefore(200)) } });
    await mails.doc('contact-legacy-recent').set({ to: 'f@example.cz', delivery: { state: 'SUCCESS', endTime: toTimestamp(daysBefore(3)) } });
    await mails.doc('contact-legacy-unknown').set({ to: 'f@example.cz' });
    await db().collection(RATE_LIMITS).doc('ip-1').set({ count: 3, expireAt: toTimestamp(daysBefore(1000)) });
    // Once-only markers of scheduled mails go after the same period (no reminder is due that long).
    await db().collection(SENT_ONCE).doc('digest-2026-09-01').set({ createdAt: toTimestamp(daysBefore(180)) });
    await db().collection(SENT_ONCE).doc('b-young-wedding-reminder').set({ bookingId: 'b-young', createdAt: toTimestamp(daysBefore(179)) });
    const report = await run();
    expect(report).toMatchObject({ mailsDeleted: 2, mailsStamped: 1, markersDeleted: 1 });
    expect((await db().collection(SENT_ONCE).get()).docs.map((d) => d.id)).toEqual(['b-young-wedding-reminder']);
    expect((await mails.get()).docs.map((d) => d.id).sort()).toEqual(['contact-legacy-recent', 'contact-legacy-unknown', 'contact-young']);
    expect((await mails.doc('contact-legacy-unknown').get()).data()!.createdAt.toDate().toISOString()).toBe(NOW.toISOString());
    // Rate counters go by their own TTL policy on expireAt, not by this run.
    expect(await exists(RATE_LIMITS, 'ip-1')).toBe(true);
  });

  it('is idempotent: a second run changes nothing and reports nothing', async () => {
    await putBooking(aBooking({ status: 'declined', updatedAt: daysBefore(100) }));
    await putBooking(aBooking({ status: 'new', weddingDate: '2026-01-01', updatedAt: daysBefore(100) }));
    await putBooking(aBooking({ status: 'completed', weddingDate: '2016-01-01' }), { lock: true });
    await putBooking(aBooking({ status: 'confirmed', weddingDate: '2027-06-01', updatedAt: daysBefore(100) }), { lock: true });
    await db().collection(MAIL).doc('contact-legacy').set({ to: 'f@example.cz' });
    await db().collection(MAIL).doc('contact-old').set({ to: 'f@example.cz', createdAt: toTimestamp(daysBefore(365)) });
    const first = await run();
    expect(first).toMatchObject({ mailsDeleted: 1, mailsStamped: 1 });
    expect(first.anonymised).toHaveLength(2);
    expect(first.erased).toHaveLength(1);
    const before = await snapshot();
    expect(await run()).toEqual({ anonymised: [], erased: [], mailsDeleted: 0, mailsStamped: 0, markersDeleted: 0, galleriesDeleted: [], acceptancesDeleted: [], dayPlansDeleted: [] });
    expect(await snapshot()).toEqual(before);
  });

  it('applies configured periods', async () => {
    const booking = await putBooking(aBooking({ status: 'declined', updatedAt: daysBefore(31) }));
    expect((await run()).anonymised).toEqual([]);
    expect((await run({ ...RETENTION_PERIODS, anonymiseAfterDays: 30 })).anonymised).toEqual([booking.id]);
  });

  it('deletes contract acceptances once the 4th year after the wedding year has ended or their booking is gone, and takes an erased booking\'s acceptance with it', async () => {
    const expired = await putBooking(aBooking({ status: 'completed', weddingDate: '2022-12-31' }), { lock: true });
    const recent = await putBooking(aBooking({ status: 'completed', weddingDate: '2023-01-01' }), { lock: true });
    // A cancelled contract anonymised meanwhile: its acceptance stays evidence for its own period.
    const anonymised = await putBooking(aBooking({ status: 'cancelled', weddingDate: '2024-06-01', updatedAt: daysBefore(400) }));
    const erased = await putBooking(aBooking({ status: 'completed', weddingDate: '2016-06-01' }), { lock: true });
    for (const id of [expired.id, recent.id, anonymised.id, erased.id, 'booking-gone', 'booking-gone-2']) await putAcceptance(id);
    const report = await run();
    expect(report.erased).toEqual([erased.id]);
    expect(report.anonymised).toEqual([anonymised.id]);
    expect(report.acceptancesDeleted.sort()).toEqual([expired.id, 'booking-gone', 'booking-gone-2'].sort());
    expect((await db().collection(CONTRACT_ACCEPTANCES).get()).docs.map((doc) => doc.id).sort()).toEqual([recent.id, anonymised.id].sort());
    expect(await exists(BOOKINGS, expired.id)).toBe(true);
    expect((await run()).acceptancesDeleted).toEqual([]);
  });
});
