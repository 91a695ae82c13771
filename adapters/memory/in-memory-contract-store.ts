import type { ContractAcceptance } from '../../domain/contract/contract-acceptance';
import { DomainError } from '../../domain/errors';
import type { ContractTemplatePort } from '../../ports/contract-template-port';
import type { ContractStore, ContractUnit } from '../../ports/units/contract-store-port';
import type { CoupleGate } from '../../ports/units/couple-portal-store-port';
import type { DepositSettingsSource } from '../../ports/units/mail-settings-port';
import type { InMemoryBookingStore } from './in-memory-booking-repository';

/**
 * The contract's store on the fakes: the shared booking store's bookings, the acceptance records beside them, one
 * serialised section per acceptance (the booking store's), so two racing acceptances behave as the transaction does.
 */
export class InMemoryContractStore implements ContractStore {
  private readonly acceptances = new Map<string, ContractAcceptance>();
  readonly verify: ContractStore['verify'];
  readonly countAttempt: ContractStore['countAttempt'];

  constructor(
    private readonly bookings: InMemoryBookingStore,
    gate: CoupleGate,
    readonly templates: ContractTemplatePort,
    readonly deposit?: DepositSettingsSource,
  ) {
    this.verify = (session) => gate.verify(session);
    this.countAttempt = (rules) => gate.countAttempt(rules);
  }

  /** A copy of the stored record, as the desk (and a test) reads it. */
  acceptanceOf(bookingId: string): ContractAcceptance | null {
    const stored = this.acceptances.get(bookingId);
    return stored ? { ...stored } : null;
  }

  /** Every stored record, in the order they were accepted. */
  acceptanceList(): ContractAcceptance[] {
    return [...this.acceptances.values()].map((acceptance) => ({ ...acceptance }));
  }

  /** Deletes the booking's record, as erasing the booking does in Firestore (firestore-booking-removal.ts). */
  forget(bookingId: string): void {
    this.acceptances.delete(bookingId);
  }

  atomically: ContractStore['atomically'] = (work) =>
    this.bookings.atomically(() => {
      const unit: ContractUnit = {
        load: (bookingId) => this.bookings.get(bookingId),
        acceptance: async (bookingId) => this.acceptanceOf(bookingId),
        record: async (acceptance) => {
          if (this.acceptances.has(acceptance.bookingId)) throw new DomainError('contract/already-accepted');
          this.acceptances.set(acceptance.bookingId, { ...acceptance });
        },
      };
      return work(unit);
    });
}
