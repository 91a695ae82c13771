import { rateRules } from '../../domain/booking/booking-policy';
import type { ContractAcceptance } from '../../domain/contract/contract-acceptance';
import { bytesToBase64 } from '../../domain/contract/contract-bytes';
import { contractPdfFilename, type ContractPdfFile } from '../../domain/contract/contract-document';
import { DomainError } from '../../domain/errors';
import { requireAdmin, type Caller } from '../../domain/user/user';
import type { ContractDeliveryStore } from '../../ports/units/contract-delivery-port';
import type { ContractRendererPort } from '../../ports/units/contract-renderer-port';
import type { ContractStore } from '../../ports/units/contract-store-port';
import { bookingIdOf } from '../booking/booking-id';
import { identifyCouple, ownedBy } from '../portal/couple-portal';
import { storedContractPdf } from './deliver-contract';

export interface ContractPdfCall {
  /** The Firebase caller: an admin downloads any booking's contract. */
  caller: Caller | null;
  /** The couple's Strapi session (untrusted), when the caller is not an admin. */
  session: unknown;
  bookingId: unknown;
  /** Who is calling, for the portal's per-client limit (the server: the IP address). */
  client: string;
}

export interface ContractPdfDeps {
  /** The couple's gate and their booking with its acceptance, read in one unit. */
  contracts: ContractStore;
  delivery: Pick<ContractDeliveryStore, 'acceptance' | 'readPdf' | 'savePdf'>;
  renderer: ContractRendererPort;
}

/** The acceptance the caller may read: any booking's for an admin, the couple's own (verified session) otherwise. */
async function readableAcceptance(call: ContractPdfCall, deps: ContractPdfDeps): Promise<ContractAcceptance | null> {
  const bookingId = bookingIdOf(call.bookingId);
  if (call.caller?.admin) return deps.delivery.acceptance(bookingId);
  const identity = await identifyCouple(call, deps.contracts, (who) => rateRules.portal(call.client, { email: who.email, message: false }));
  return deps.contracts.atomically(async (unit) => {
    const booking = await unit.load(bookingId);
    // Another couple's booking is `booking/not-found`, exactly as one that does not exist.
    if (!booking || !ownedBy(booking, identity)) throw new DomainError('booking/not-found');
    return unit.acceptance(bookingId);
  });
}

/**
 * The accepted contract's PDF to download: the stored file (rendered and stored now if its delivery has not run yet —
 * the same bytes). Nothing accepted yet is `contract/not-accepted`.
 */
export async function downloadContractPdf(call: ContractPdfCall, deps: ContractPdfDeps): Promise<ContractPdfFile> {
  const acceptance = await readableAcceptance(call, deps);
  if (!acceptance) throw new DomainError('contract/not-accepted');
  const pdf = await storedContractPdf(acceptance, { store: deps.delivery, renderer: deps.renderer });
  return { filename: contractPdfFilename(acceptance), contentBase64: bytesToBase64(pdf) };
}

/** Admin: the booking's acceptance record for the desk's booking detail, null while none. */
export async function readBookingContract(command: { caller: Caller | null; bookingId: unknown }, delivery: Pick<ContractDeliveryStore, 'acceptance'>): Promise<ContractAcceptance | null> {
  requireAdmin(command.caller);
  return delivery.acceptance(bookingIdOf(command.bookingId));
}
