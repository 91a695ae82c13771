import { beforeEach, describe, expect, it } from 'vitest';
import { changeBookingStatus } from '../../application/booking/change-status';
import { eraseBooking } from '../../application/booking/erase-booking';
import { assignPaymentByHand } from '../../application/payment/assign-payment-by-hand';
import { importBankTransactions } from '../../application/payment/import-bank-transactions';
import type { Booking } from '../../domain/booking/booking';
import { bookingMailId } from '../../domain/booking/booking-mail';
import type { BankTransaction } from '../../domain/bank/bank-transaction';
import { DomainError } from '../../domain/errors';
import type { BankImportUnit, BankLedgerPort } from '../../ports/units/bank-import-port';
import type { StatusChangeUnit } from '../../ports/units/booking-desk-port';
import type { EraseUnit } from '../../ports/units/booking-erasure-port';
import type { MailSettings } from '../../ports/units/mail-settings-port';
import type { Atomically } from '../../ports/units/unit-of-work-port';
import { aBooking } from '../support/booking-mother';

/** What the bank import contract runs against: the import's unit and the ledger's reads over one storage. */
export interface BankImportHarness {
  atomically: Atomically<BankImportUnit>;
  ledger: BankLedgerPort;
  /** Stores a booking as the intake would (status new). */
  store(booking: Booking): Promise<void>;
  statusChanges: Atomically<StatusChangeUnit>;
  erasures: Atomically<EraseUnit>;
  booking(id: string): Promise<Booking | null>;
  /** The ids of every queued mail. */
  mailIds(): Promise<string[]>;
}

const admin = { uid: 'admin-1', email: 'fotograf@example.cz', admin: true };
/** A fixed deposit of 5 000 Kč, as the CMS site settings would say. */
const DEPOSIT = 500_000;
export const BANK_MAIL: MailSettings = {
  siteUrl: 'https://www.terezanovakova-foto.cz',
  photographerEmail: 'fotograf@example.cz',
  prices: { getPriceList: async () => Promise.reject(new DomainError('content/unavailable')) },
  deposit: { read: async () => ({ iban: 'CZ6508000000192000145399', rule: { kind: 'fixed', amountCzk: 5_000 }, dueDays: 14 }) },
};

let day = 0;
let transactionNumber = 0;
const aTransaction = (overrides: Partial<BankTransaction> = {}): BankTransaction => {
  transactionNumber += 1;
  return {
    bankId: `${Date.now().toString(36)}-${transactionNumber}`,
    date: '2026-11-20',
    amountHalere: DEPOSIT,
    currency: 'CZK',
    variableSymbol: null,
    counterAccount: '19-2000145399/0800',
    message: 'Záloha svatba',
    reversal: false,
    ...overrides,
  };
};

export function bankImportContract(name: string, harness: () => BankImportHarness, setup?: () => Promise<void>) {
  describe(`bank import contract: ${name}`, () => {
    let h: BankImportHarness;
    const now = new Date('2026-11-21T06:00:00Z');
    const run = (transactions: BankTransaction[]) =>
      importBankTransactions({ transactions, source: 'camt053', by: 'Výpis z banky', now }, h.atomically, BANK_MAIL);

    /** A booking confirmed at the desk (its variable symbol given and registered then). */
    async function confirmed(): Promise<Booking> {
      day += 1;
      const weddingDate = new Date(Date.UTC(2027, 4, 1) + day * 86_400_000).toISOString().slice(0, 10);
      const booking = aBooking({ weddingDate, reservationCode: `BANK-${day}` });
      await h.store(booking);
      return changeBookingStatus({ caller: admin, bookingId: booking.id, to: 'confirmed', now }, h.statusChanges, BANK_MAIL);
    }
    const depositMail = (booking: Booking) => bookingMailId.statusChanged(booking.id, booking.history.length);

    beforeEach(async () => {
      await setup?.();
      h = harness();
    });

    it('exactly the deposit: the booking becomes deposit-paid with its "Záloha přijata" mail, the payment recorded with it', async () => {
      const booking = await confirmed();
      const payment = aTransaction({ variableSymbol: booking.variableSymbol! });
      expect((await run([payment])).results).toEqual([{ bankId: payment.bankId, kind: 'paid', bookingId: booking.id }]);
      const after = await h.booking(booking.id);
      expect(after?.status).toBe('deposit-paid');
      expect(after?.history.at(-1)).toMatchObject({ from: 'confirmed', to: 'deposit-paid', by: 'Výpis z banky' });
      expect(await h.mailIds()).toContain(depositMail(booking));
      expect(await h.ledger.transaction(payment.bankId)).toMatchObject({ amountHalere: DEPOSIT, match: { kind: 'paid', settles: true }, source: 'camt053' });
      // Personal data only where needed: the payer's account and message go with an assigned payment.
      expect(await h.ledger.transaction(payment.bankId)).toMatchObject({ counterAccount: null, message: null });
      expect(await h.ledger.depositPayments(booking.id)).toEqual({ bookingId: booking.id, receivedHalere: DEPOSIT, expectedHalere: DEPOSIT, bankIds: [payment.bankId] });
    });

    it('the same statement imported twice changes nothing the second time', async () => {
      const booking = await confirmed();
      const statement = [aTransaction({ variableSymbol: booking.variableSymbol! }), aTransaction({ variableSymbol: '4711' }), aTransaction({ amountHalere: -12_000 })];
      await run(statement);
      const [bookingBefore, mailsBefore, depositBefore] = [await h.booking(booking.id), await h.mailIds(), await h.ledger.depositPayments(booking.id)];
      const again = await run(statement);
      expect(again.counts).toEqual({ duplicate: 3 });
      expect(await h.booking(booking.id)).toEqual(bookingBefore);
      expect((await h.mailIds()).sort()).toEqual(mailsBefore.sort());
      expect(await h.ledger.depositPayments(booking.id)).toEqual(depositBefore);
      expect(await h.ledger.unassigned()).toHaveLength(1);
    });

    it('less than the deposit is partial with what is left; the rest settles it later', async () => {
      const booking = await confirmed();
      const first = aTransaction({ variableSymbol: booking.variableSymbol!, amountHalere: 200_000 });
      await run([first]);
      expect(await h.ledger.transaction(first.bankId)).toMatchObject({ match: { kind: 'partial', remainingHalere: 300_000 } });
      expect((await h.booking(booking.id))?.status).toBe('confirmed');
      expect(await h.mailIds()).not.toContain(depositMail(booking));
      const rest = aTransaction({ variableSymbol: booking.variableSymbol!, amountHalere: 300_000 });
      expect((await run([rest])).counts).toEqual({ paid: 1 });
      expect((await h.booking(booking.id))?.status).toBe('deposit-paid');
      expect(await h.ledger.depositPayments(booking.id)).toMatchObject({ receivedHalere: DEPOSIT, bankIds: [first.bankId, rest.bankId] });
    });

    it('the desk\'s status change reads what the bank brought the booking (receivedFor), in its own unit', async () => {
      const booking = await confirmed();
      expect(await h.statusChanges((unit) => unit.receivedFor(booking.id))).toBe(0);
      await run([aTransaction({ variableSymbol: booking.variableSymbol!, amountHalere: 200_050 })]);
      expect(await h.statusChanges((unit) => unit.receivedFor(booking.id))).toBe(200_050);
    });

    it('more than the deposit settles it and is recorded as overpaid with the surplus', async () => {
      const booking = await confirmed();
      const payment = aTransaction({ variableSymbol: booking.variableSymbol!, amountHalere: 650_000 });
      await run([payment]);
      expect((await h.booking(booking.id))?.status).toBe('deposit-paid');
      expect(await h.ledger.transaction(payment.bankId)).toMatchObject({ match: { kind: 'overpaid', overpaidHalere: 150_000, settles: true } });
    });

    it('an unknown symbol, a missing one and an erased booking\'s symbol are "Nepřiřazené platby"; money out is stored but not listed', async () => {
      const erased = await confirmed();
      await run([aTransaction({ variableSymbol: erased.variableSymbol!, amountHalere: 100_000 })]);
      await eraseBooking({ caller: admin, bookingId: erased.id, now }, h.erasures);
      expect(await h.ledger.depositPayments(erased.id)).toBeNull();
      const unknown = aTransaction({ variableSymbol: '4711' });
      const missing = aTransaction({ variableSymbol: null });
      const ofErased = aTransaction({ variableSymbol: erased.variableSymbol! });
      const out = aTransaction({ amountHalere: -50_000 });
      const summary = await run([unknown, missing, ofErased, out]);
      expect(summary.counts).toEqual({ unassigned: 3, 'not-incoming': 1 });
      expect(await h.ledger.transaction(ofErased.bankId)).toMatchObject({ match: { kind: 'unassigned', reason: 'erased-booking' } });
      expect(await h.ledger.depositPayments(erased.id)).toBeNull();
      expect(await h.ledger.transaction(out.bankId)).toMatchObject({ match: { kind: 'not-incoming' }, counterAccount: null, message: null });
      expect(await h.ledger.transaction(unknown.bankId)).toMatchObject({ counterAccount: '19-2000145399/0800', message: 'Záloha svatba' });
      expect((await h.ledger.unassigned()).map((t) => t.bankId).sort()).toEqual([unknown.bankId, missing.bankId, ofErased.bankId].sort());
    });

    it('an unassigned payment assigned by hand counts for the booking chosen: it settles the deposit with the mail, once', async () => {
      const booking = await confirmed();
      const first = aTransaction({ variableSymbol: booking.variableSymbol!, amountHalere: 100_000 });
      const forgotten = aTransaction({ variableSymbol: null, amountHalere: 400_000 });
      await run([first, forgotten]);
      const assign = (bankId: string) => assignPaymentByHand({ caller: admin, bankId, bookingId: booking.id, now }, h.atomically, BANK_MAIL);
      expect(await assign(forgotten.bankId)).toMatchObject({ match: { kind: 'paid', receivedHalere: DEPOSIT }, assignedBy: admin.email, counterAccount: null, message: null });
      expect((await h.booking(booking.id))?.status).toBe('deposit-paid');
      expect(await h.mailIds()).toContain(depositMail(booking));
      expect(await h.ledger.unassigned()).toEqual([]);
      expect(await h.ledger.depositPayments(booking.id)).toMatchObject({ receivedHalere: DEPOSIT, bankIds: [first.bankId, forgotten.bankId] });
      await expect(assign(forgotten.bankId)).rejects.toMatchObject({ code: 'bank/payment-already-assigned' });
      await expect(assign('no-such-payment')).rejects.toMatchObject({ code: 'bank/payment-not-found' });
    });

    it('a payment in another currency, or to a booking that does not exist, is not assigned by hand', async () => {
      const booking = await confirmed();
      const euros = aTransaction({ currency: 'EUR', variableSymbol: booking.variableSymbol! });
      const crowns = aTransaction({ variableSymbol: '4711' });
      await run([euros, crowns]);
      const assign = (bankId: string, bookingId: string) => assignPaymentByHand({ caller: admin, bankId, bookingId, now }, h.atomically, BANK_MAIL);
      await expect(assign(euros.bankId, booking.id)).rejects.toMatchObject({ code: 'bank/payment-foreign-currency' });
      await expect(assign(crowns.bankId, 'no-such-booking')).rejects.toMatchObject({ code: 'booking/not-found' });
      expect((await h.ledger.unassigned()).map((t) => t.bankId).sort()).toEqual([euros.bankId, crowns.bankId].sort());
      expect((await h.booking(booking.id))?.status).toBe('confirmed');
    });

    it('20 parallel imports of overlapping statements record each transaction once and settle the deposit once', async () => {
      const booking = await confirmed();
      // Two halves of the deposit among eight payments nobody takes: each transaction is in four of the imports.
      const parts = Array.from({ length: 2 }, () => aTransaction({ variableSymbol: booking.variableSymbol!, amountHalere: 250_000 }));
      const others = Array.from({ length: 8 }, () => aTransaction({ variableSymbol: '4711' }));
      const all = [...parts, ...others];
      // Each import holds a window of 4 consecutive transactions of the 10, so every transaction is in several.
      const statements = Array.from({ length: 20 }, (_, i) => Array.from({ length: 4 }, (_, k) => all[(i + k) % all.length]!));
      const summaries = await Promise.all(statements.map((statement) => run(statement)));
      const recorded = summaries.flatMap((s) => s.results).filter((r) => r.kind !== 'duplicate');
      expect(recorded.map((r) => r.bankId).sort()).toEqual(all.map((t) => t.bankId).sort());
      const after = await h.booking(booking.id);
      expect(after?.status).toBe('deposit-paid');
      expect(after?.history.filter((entry) => entry.to === 'deposit-paid')).toHaveLength(1);
      expect(await h.ledger.depositPayments(booking.id)).toMatchObject({ receivedHalere: DEPOSIT });
      expect((await h.ledger.depositPayments(booking.id))?.bankIds.sort()).toEqual(parts.map((t) => t.bankId).sort());
      expect(await h.ledger.unassigned()).toHaveLength(8);
    });
  });
}
