import { DEPOSIT_CURRENCY, matchToBooking, takesPayments } from '../../domain/bank/payment-match';
import { DomainError } from '../../domain/errors';
import { requireAdmin, type Caller } from '../../domain/user/user';
import type { BankImportUnit, RecordedBankTransaction } from '../../ports/units/bank-import-port';
import type { MailSettings } from '../../ports/units/mail-settings-port';
import type { Atomically } from '../../ports/units/unit-of-work-port';
import { mailContext } from '../mail/mail-context';
import { bookingIdOf } from '../booking/booking-id';
import { expectedHalere, receiptWithoutMail, settleDeposit } from './import-bank-transactions';
import { bankPaymentNote } from '../../domain/bank/bank-actors';
import { documentDutiesNow } from '../documents/documents-on-transition';

/**
 * Admin: one of "Nepřiřazené platby" assigned to the booking the photographer recognised it as (a payer who forgot
 * the symbol or mistyped it). It then counts as if its symbol had named that booking: a deposit it completes moves
 * the booking to deposit-paid with the couple's mail, in the same unit. Only an unassigned CZK payment may be
 * assigned, once (`bank/payment-already-assigned` for a second tab), and only to a booking that owes money
 * (`bank/booking-not-payable`: a request still to confirm, or one declined, withdrawn or cancelled).
 */
export async function assignPaymentByHand(
  command: { caller: Caller | null; bankId: unknown; bookingId: unknown; now: Date },
  atomically: Atomically<BankImportUnit>,
  mail: MailSettings,
): Promise<RecordedBankTransaction> {
  const by = requireAdmin(command.caller);
  const bookingId = bookingIdOf(command.bookingId);
  if (typeof command.bankId !== 'string' || command.bankId === '' || command.bankId.length > 200) throw new DomainError('bank/payment-not-found');
  const bankId = command.bankId;
  const deposit = mail.deposit ? await mail.deposit.read() : null;
  const context = await mailContext(mail, command.now);
  const duties = await documentDutiesNow(mail);
  return atomically(async (unit) => {
    const record = await unit.recorded(bankId);
    if (!record) throw new DomainError('bank/payment-not-found');
    if (record.match.kind !== 'unassigned') throw new DomainError('bank/payment-already-assigned');
    if (record.currency !== DEPOSIT_CURRENCY) throw new DomainError('bank/payment-foreign-currency');
    const loaded = await unit.load(bookingId);
    if (!loaded) throw new DomainError('booking/not-found');
    if (!takesPayments(loaded.booking.status)) throw new DomainError('bank/booking-not-payable');
    const expected = expectedHalere(loaded.booking, deposit);
    const match = matchToBooking(record.amountHalere, { kind: 'booking', booking: loaded.booking, expectedHalere: expected, receivedHalere: await unit.receivedFor(bookingId) });
    const settled = 'settles' in match && match.settles ? settleDeposit(loaded, { by, note: bankPaymentNote(bankId, true), now: command.now, context, duties, payment: record }) : null;
    // Assigned, the payer's account and message are no longer needed (as for a payment its symbol assigned).
    const assigned: RecordedBankTransaction = { ...record, counterAccount: null, message: null, match: match as RecordedBankTransaction['match'], assignedBy: by };
    const receipts = settled ? [] : receiptWithoutMail(duties, loaded.booking, record, context);
    await unit.save(assigned, expected, settled, receipts);
    return assigned;
  });
}
