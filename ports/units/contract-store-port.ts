import type { Booking } from '../../domain/booking/booking';
import type { ContractAcceptance } from '../../domain/contract/contract-acceptance';
import type { ContractTemplatePort } from '../contract-template-port';
import type { CoupleGate } from './couple-portal-store-port';
import type { DepositSettingsSource } from './mail-settings-port';
import type { Atomically } from './unit-of-work-port';

/** The unit of one acceptance (application/contract/accept-contract.ts). */
export interface ContractUnit {
  /** The booking; null for an unknown id. */
  load(bookingId: string): Promise<Booking | null>;
  /** The booking's acceptance record, null while none is stored. */
  acceptance(bookingId: string): Promise<ContractAcceptance | null>;
  /**
   * Stores the record under its booking id, once: a record already there (a second tab, a retry racing the first)
   * makes the unit fail with `contract/already-accepted` and nothing is overwritten.
   */
  record(acceptance: ContractAcceptance): Promise<void>;
}

/** What the contract's use cases run over: the functions' Firestore and Strapi, or the in-memory fakes. */
export interface ContractStore extends CoupleGate {
  atomically: Atomically<ContractUnit>;
  templates: ContractTemplatePort;
  /** The deposit settings the contract states the deposit by (absent or null: the contract states none). */
  deposit?: DepositSettingsSource;
}
