import { requireAdmin, type Caller } from '../../domain/user/user';
import type { BankLedgerPort, DepositPayments } from '../../ports/units/bank-import-port';
import { bookingIdOf } from '../booking/booking-id';

/** Admin: what a booking's variable symbol brought (the booking detail's deposit line), null when nothing yet. */
export async function readDepositPayments(
  command: { caller: Caller | null; bookingId: unknown },
  ledger: Pick<BankLedgerPort, 'depositPayments'>,
): Promise<DepositPayments | null> {
  requireAdmin(command.caller);
  return ledger.depositPayments(bookingIdOf(command.bookingId));
}
