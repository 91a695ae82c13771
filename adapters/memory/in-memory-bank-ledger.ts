import { inject, injectable } from 'inversify';
import { assignedBooking, type PaymentMatch } from '../../domain/bank/payment-match';
import type { BankImportUnit, BankLedgerPort, DepositPayments, RecordedBankTransaction } from '../../ports/units/bank-import-port';
import type { Atomically } from '../../ports/units/unit-of-work-port';
import { copy } from './in-memory-call';
import type { InMemoryBookingStore } from './in-memory-booking-repository';
import type { InMemoryOutbox } from './in-memory-outbox';
import type { MemoryAdapterOptions } from './memory-adapter-options';
import { MEMORY_TOKENS } from './memory-tokens';

/**
 * The imported bank transactions in memory: the import's unit runs in the booking fake's serialised section (so a
 * settled deposit, its booking and its mail are written together, as the functions' transaction writes them), and
 * the ledger's reads serve the desk and the contract suite.
 */
@injectable()
export class InMemoryBankLedger implements BankLedgerPort {
  private readonly transactions = new Map<string, RecordedBankTransaction>();
  private readonly deposits = new Map<string, DepositPayments>();

  constructor(
    @inject(MEMORY_TOKENS.BookingStore) private readonly store: InMemoryBookingStore,
    @inject(MEMORY_TOKENS.Outbox) private readonly outbox: InMemoryOutbox,
    @inject(MEMORY_TOKENS.Options) options: MemoryAdapterOptions = {},
  ) {
    // Seeded payments are stored as an import stores them, so the desk's demo and stories start with a list, and an
    // assigned one counts towards its booking's deposit (the portal and the desk show what is left).
    for (const record of options.bankPayments ?? []) {
      this.transactions.set(record.bankId, copy(record));
      this.count(record, expectedOf(record.match));
    }
  }

  /** What the booking's symbol brought, with this payment: `receivedHalere` is the match's running total. */
  private count(record: RecordedBankTransaction, expectedHalere: number | null): void {
    const bookingId = assignedBooking(record.match);
    if (!bookingId || !('receivedHalere' in record.match)) return;
    const before = this.deposits.get(bookingId);
    this.deposits.set(bookingId, { bookingId, receivedHalere: record.match.receivedHalere, expectedHalere, bankIds: [...(before?.bankIds ?? []), record.bankId] });
  }

  readonly atomically: Atomically<BankImportUnit> = (work) =>
    this.store.atomically(() =>
      work({
        load: async (bookingId) => {
          const booking = await this.store.get(bookingId);
          if (!booking) return null;
          const [lock] = await this.store.listDateLocks(booking.weddingDate, booking.weddingDate);
          return { booking, lock: lock ?? null };
        },
        recorded: async (bankId) => this.transaction(bankId),
        symbolOwner: (symbol) => this.store.variableSymbolOwner(symbol),
        receivedFor: async (bookingId) => (await this.depositPayments(bookingId))?.receivedHalere ?? 0,
        save: async (record, expectedHalere, settled) => {
          this.transactions.set(record.bankId, copy(record));
          this.count(record, expectedHalere);
          // The fake's date locks follow the stored booking: the lock change needs no write of its own.
          if (settled) {
            await this.store.put(settled.after);
            if (settled.mail) this.outbox.queue([settled.mail], settled.after.updatedAt);
          }
        },
      }),
    );

  async transaction(bankId: string): Promise<RecordedBankTransaction | null> {
    const found = this.transactions.get(bankId);
    return found ? copy(found) : null;
  }

  /** Like the fake's date locks, what a booking's symbol brought follows the stored booking: it goes when the booking is erased. */
  async depositPayments(bookingId: string): Promise<DepositPayments | null> {
    const found = this.deposits.get(bookingId);
    return found && (await this.store.get(bookingId)) ? copy(found) : null;
  }

  async unassigned(): Promise<RecordedBankTransaction[]> {
    return [...this.transactions.values()]
      .filter((record) => record.match.kind === 'unassigned')
      .sort((a, b) => b.date.localeCompare(a.date) || b.importedAt.localeCompare(a.importedAt))
      .map(copy);
  }
}

/** The deposit a seeded match was counted against, as its kind states it (a seed carries no settings). */
function expectedOf(match: PaymentMatch): number | null {
  if (match.kind === 'paid') return match.receivedHalere;
  if (match.kind === 'partial') return match.receivedHalere + match.remainingHalere;
  if (match.kind === 'overpaid') return match.receivedHalere - match.overpaidHalere;
  return null;
}
