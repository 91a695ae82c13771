import type { Booking, BookingStatus } from '../booking/booking';
import { DomainError, type Validation } from '../errors';

/** Statuses in which the couple may accept the contract: the date is confirmed and the wedding is still ahead. */
export const CONTRACT_ACCEPTING_STATUSES: readonly BookingStatus[] = ['confirmed', 'deposit-paid'];

export const CONTRACT_NAMES_MAX_CHARS = 200;

/**
 * What the couple sends to accept: the names they typed, the ticks, and the SHA-256 of the text they were shown, so
 * a template changed between showing and pressing the button is refused rather than accepted unseen.
 */
export interface ContractAcceptanceRequest {
  bookingId: string;
  textSha256: string;
  namesTyped: string;
  consent: boolean;
  /**
   * The couple acknowledges the right to withdraw from a contract concluded at a distance within fourteen days of
   * its conclusion (§ 1829 odst. 1 občanského zákoníku). Required: the acknowledgement is part of concluding it.
   */
  withdrawalAcknowledged: boolean;
  /**
   * The couple expressly asks the photographer to start providing the service within the withdrawal period
   * (§ 1823 občanského zákoníku): optional, recorded either way.
   */
  expressStart: boolean;
}

/** The audit record of an accepted contract: written once by the server, never changed. */
export interface ContractAcceptance {
  bookingId: string;
  templateVersion: number;
  /** The canonical text accepted (contract-template.ts canonicalContractText), kept so it is shown unchanged forever. */
  text: string;
  /** SHA-256 (hex) of that text's UTF-8 bytes. */
  textSha256: string;
  namesTyped: string;
  /** The verified e-mail of the account that accepted. */
  email: string;
  ip: string;
  userAgent: string;
  /** Server time, ISO instant. */
  acceptedAt: string;
  withdrawalAcknowledged: true;
  expressStart: boolean;
}

export type ContractAcceptanceField = 'bookingId' | 'namesTyped' | 'consent' | 'withdrawalAcknowledged' | 'textSha256';

const SHA256_HEX = /^[0-9a-f]{64}$/;

/** The couple's form, checked on the server (and by the portal, for the same messages): names, ticks, the hash seen. */
export function validateAcceptanceRequest(raw: Partial<Record<keyof ContractAcceptanceRequest, unknown>>): Validation<ContractAcceptanceRequest, ContractAcceptanceField> {
  const errors: Partial<Record<ContractAcceptanceField, 'field/required' | 'field/too-long' | 'consent/required' | 'contract/withdrawal-required' | 'id/invalid'>> = {};
  const names = typeof raw.namesTyped === 'string' ? raw.namesTyped.replace(/\s+/g, ' ').trim() : '';
  if (names === '') errors.namesTyped = 'field/required';
  else if (names.length > CONTRACT_NAMES_MAX_CHARS) errors.namesTyped = 'field/too-long';
  if (raw.consent !== true) errors.consent = 'consent/required';
  if (raw.withdrawalAcknowledged !== true) errors.withdrawalAcknowledged = 'contract/withdrawal-required';
  if (typeof raw.textSha256 !== 'string' || !SHA256_HEX.test(raw.textSha256)) errors.textSha256 = 'id/invalid';
  if (typeof raw.bookingId !== 'string' || raw.bookingId === '') errors.bookingId = 'id/invalid';
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  return {
    ok: true,
    value: {
      bookingId: raw.bookingId as string,
      textSha256: raw.textSha256 as string,
      namesTyped: names,
      consent: true,
      withdrawalAcknowledged: true,
      expressStart: raw.expressStart === true,
    },
  };
}

/**
 * Whether the couple may accept now: the booking is confirmed (its date taken, the wedding ahead) and no contract was
 * accepted for it yet. An accepted contract is final: a second acceptance is refused, never an overwrite.
 */
export function assertCanAcceptContract(booking: Pick<Booking, 'status'>, existing: ContractAcceptance | null): void {
  if (existing) throw new DomainError('contract/already-accepted', 'The contract was already accepted');
  if (!CONTRACT_ACCEPTING_STATUSES.includes(booking.status)) {
    throw new DomainError('contract/not-available', `No contract to accept in status ${booking.status}`);
  }
}

/** The text the couple was shown must be the one the server renders now (the template may have changed meanwhile). */
export function assertSameText(shownSha256: string, renderedSha256: string): void {
  if (shownSha256 !== renderedSha256) throw new DomainError('contract/text-changed', 'The contract changed since it was shown');
}
