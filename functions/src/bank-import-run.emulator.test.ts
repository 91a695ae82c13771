import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { statusChanges } from '../../adapters/firestore-admin/firestore-status-change-unit';
import { changeBookingStatus } from '../../application/booking/change-status';
import { bookingMailId } from '../../domain/booking/booking-mail';
import { BOOKINGS, fromBookingDocument, MAIL, toBookingDocument } from '../../ports/wire/firestore-documents';
import { BANK_MAIL } from '../../tests/contracts/bank-import.contract';
import { db, toTimestamp } from '../../tests/support/admin-firestore';
import { aBooking } from '../../tests/support/booking-mother';
import { clearFirestore, onEmulators } from '../../tests/support/emulator-support';
import { aFioMovement, startFioStandin, type FioStandin } from '../../tests/support/fio-api-standin';
import { runBankFeedImport } from './bank-import-run';

const TOKEN = 'fio-token-of-the-emulator-test';

/** The scheduled Fio import's body end to end: the stand-in bank, the real Firestore unit, the emulator. */
describe.skipIf(!onEmulators)('importBankPayments (Fio stand-in + Firestore emulator)', () => {
  let bank: FioStandin;
  let time = 5_000_000;
  const clock = { now: () => time, sleep: async (ms: number) => void (time += ms) };
  beforeEach(async () => {
    await clearFirestore();
    bank = await startFioStandin(TOKEN, clock.now);
  });
  afterEach(() => bank.close());

  it('a deposit paid to the Fio account makes its booking deposit-paid with the mail; the next run finds nothing new', async () => {
    const now = new Date('2026-11-21T06:00:00Z');
    const booking = aBooking({ weddingDate: '2027-08-14', reservationCode: 'FIO-RUN' });
    await db().collection(BOOKINGS).doc(booking.id).set(toBookingDocument(booking, toTimestamp));
    const admin = { uid: 'a', email: 'fotograf@example.cz', admin: true };
    const confirmed = await changeBookingStatus({ caller: admin, bookingId: booking.id, to: 'confirmed', now }, statusChanges(db()), BANK_MAIL);
    bank.book(aFioMovement(26_101, { amount: 5000, symbol: confirmed.variableSymbol!, message: 'Záloha' }), aFioMovement(26_102, { amount: -99 }));

    const fio = { baseUrl: bank.baseUrl, clock, requestLog: new Map<string, number>() };
    expect(await runBankFeedImport(db(), TOKEN, now, BANK_MAIL, fio)).toEqual({ imported: 2, counts: { paid: 1, 'not-incoming': 1 }, bookingIds: [booking.id] });
    const stored = fromBookingDocument((await db().collection(BOOKINGS).doc(booking.id).get()).data()!);
    expect(stored.status).toBe('deposit-paid');
    expect((await db().collection(MAIL).doc(bookingMailId.statusChanged(booking.id, 2)).get()).get('message.subject')).toContain('Záloha');
    expect(await runBankFeedImport(db(), TOKEN, now, BANK_MAIL, fio)).toEqual({ imported: 0, counts: {}, bookingIds: [] });
  });
});
