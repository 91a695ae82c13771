import type { Booking } from '../booking/booking';
import type { DepositInstructions } from '../payment/deposit-instructions';
import { CONTRACT_ACCEPTING_STATUSES, type ContractAcceptance } from './contract-acceptance';
import { fillContractTemplate, type ContractTemplate } from './contract-template';
import { contractValues, type ContractBooking } from './contract-values';

/**
 * What the couple's contract is now:
 * - `accepted`: the record, with the text exactly as accepted — a later template version never changes it;
 * - `open`: the current template filled from the booking's agreed prices, to be accepted;
 * - `unavailable`: nothing to accept (the booking is not confirmed, or no template is published).
 */
export type ContractState =
  | { state: 'accepted'; acceptance: ContractAcceptance }
  | { state: 'open'; templateVersion: number; text: string }
  | { state: 'unavailable' };

/** The contract as the portal shows it: for an open one also the SHA-256 the couple's acceptance must name. */
export type MyContract =
  | { state: 'accepted'; acceptance: ContractAcceptance }
  | { state: 'open'; templateVersion: number; text: string; textSha256: string }
  | { state: 'unavailable' };

export function contractState(
  booking: ContractBooking & Pick<Booking, 'status'>,
  acceptance: ContractAcceptance | null,
  template: ContractTemplate | null,
  deposit: Pick<DepositInstructions, 'amountCzk' | 'dueDate'> | null,
): ContractState {
  if (acceptance) return { state: 'accepted', acceptance };
  if (!template || !CONTRACT_ACCEPTING_STATUSES.includes(booking.status)) return { state: 'unavailable' };
  return { state: 'open', templateVersion: template.version, text: fillContractTemplate(template, contractValues(booking, deposit)) };
}
