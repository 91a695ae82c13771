import { rateRules } from '../../domain/booking/booking-policy';
import type { Booking } from '../../domain/booking/booking';
import {
  assertCanAcceptContract,
  assertSameText,
  validateAcceptanceRequest,
  type ContractAcceptance,
  type ContractAcceptanceRequest,
} from '../../domain/contract/contract-acceptance';
import type { ContractTemplate } from '../../domain/contract/contract-template';
import { contractState, type MyContract } from '../../domain/contract/contract-view';
import { DomainError, invalidInput } from '../../domain/errors';
import type { DepositSettings } from '../../domain/payment/deposit';
import { depositInstructions } from '../../domain/payment/deposit-instructions';
import type { CoupleIdentity } from '../../domain/user/user';
import type { ContractStore, ContractUnit } from '../../ports/units/contract-store-port';
import { bookingIdOf } from '../booking/booking-id';
import { identifyCouple, ownedBy, type PortalCall } from '../portal/couple-portal';
import { contractTextSha256 } from './contract-hash';

/** Where the acceptance came from, as the server saw it (never the request's word). */
export interface AcceptanceOrigin {
  ip: string;
  userAgent: string;
}

const identify = (call: PortalCall, store: ContractStore) =>
  identifyCouple(call, store, (identity) => rateRules.portal(call.client, { email: identity.email, message: false }));

async function render(booking: Booking, acceptance: ContractAcceptance | null, template: ContractTemplate | null, deposit: DepositSettings | null): Promise<MyContract> {
  const state = contractState(booking, acceptance, template, depositInstructions(booking, deposit));
  return state.state === 'open' ? { ...state, textSha256: await contractTextSha256(state.text) } : state;
}

/** The couple's own booking in the unit; somebody else's is `booking/not-found`, exactly as one that does not exist. */
async function ownBooking(unit: ContractUnit, bookingId: string, identity: CoupleIdentity): Promise<Booking> {
  const booking = await unit.load(bookingId);
  if (!booking || !ownedBy(booking, identity)) throw new DomainError('booking/not-found');
  return booking;
}

/** The contract of one of the couple's bookings: as accepted, or the current template filled from its agreed prices. */
export async function showMyContract(call: PortalCall & { bookingId: unknown }, store: ContractStore): Promise<MyContract> {
  const identity = await identify(call, store);
  const bookingId = bookingIdOf(call.bookingId);
  const [template, deposit] = await Promise.all([store.templates.getContractTemplate(), store.deposit?.read() ?? null]);
  return store.atomically(async (unit) => render(await ownBooking(unit, bookingId, identity), await unit.acceptance(bookingId), template, deposit));
}

/**
 * The couple accepts their contract: the form checked (names, consent, the withdrawal acknowledgement), the booking
 * theirs and confirmed, the text rendered now the very text they were shown (its SHA-256), and the record — template
 * version, text and hash, names typed, the account's verified e-mail, IP, user agent and server time — stored once,
 * in one unit that refuses a second acceptance.
 */
export async function acceptMyContract(call: PortalCall & { request: unknown; origin: AcceptanceOrigin }, store: ContractStore): Promise<ContractAcceptance> {
  const identity = await identify(call, store);
  const checked = validateAcceptanceRequest((call.request ?? {}) as Partial<Record<keyof ContractAcceptanceRequest, unknown>>);
  if (!checked.ok) throw invalidInput(checked.errors);
  const request = checked.value;
  const bookingId = bookingIdOf(request.bookingId);
  const [template, deposit] = await Promise.all([store.templates.getContractTemplate(), store.deposit?.read() ?? null]);
  return store.atomically(async (unit) => {
    const booking = await ownBooking(unit, bookingId, identity);
    const existing = await unit.acceptance(bookingId);
    assertCanAcceptContract(booking, existing);
    const shown = await render(booking, null, template, deposit);
    if (shown.state !== 'open') throw new DomainError('contract/not-available', 'No contract template is published');
    assertSameText(request.textSha256, shown.textSha256);
    const acceptance: ContractAcceptance = {
      bookingId,
      templateVersion: shown.templateVersion,
      text: shown.text,
      textSha256: shown.textSha256,
      namesTyped: request.namesTyped,
      email: identity.email,
      ip: call.origin.ip,
      userAgent: call.origin.userAgent.slice(0, 512),
      acceptedAt: call.now.toISOString(),
      withdrawalAcknowledged: true,
      expressStart: request.expressStart,
    };
    await unit.record(acceptance);
    return acceptance;
  });
}
