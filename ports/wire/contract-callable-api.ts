import type { ContractAcceptance, ContractAcceptanceRequest } from '../../domain/contract/contract-acceptance';
import type { ContractPdfFile } from '../../domain/contract/contract-document';
import type { MyContract } from '../../domain/contract/contract-view';

/**
 * The couple's contract callables (issue 22), part of CallableApi (callable-api.ts extends this map). Both carry the
 * visitor's Strapi session, verified by the function as the portal's calls are; a booking that is not the caller's is
 * `booking/not-found`. IP, user agent and time of an acceptance are the server's, never the request's.
 */
export interface ContractCallableApi {
  /** The contract of one of the couple's bookings: as accepted, open (to accept, with its SHA-256) or unavailable. */
  myContract: { request: { session: string; bookingId: string }; response: MyContract };
  /** Accepts it, once (application/contract/accept-contract.ts). */
  acceptContract: { request: { session: string } & ContractAcceptanceRequest; response: ContractAcceptance };
  /**
   * The accepted contract's PDF (application/contract/contract-pdf.ts): an admin's for any booking, a couple's (their
   * Strapi `session`) for their own only; nothing accepted yet is `contract/not-accepted`.
   */
  contractPdf: { request: { bookingId: string; session?: string }; response: ContractPdfFile };
  /** Admin: the booking's acceptance record for the desk's booking detail, null while none. */
  bookingContract: { request: { bookingId: string }; response: { acceptance: ContractAcceptance | null } };
}

export const CONTRACT_CALLABLE_NAMES = ['myContract', 'acceptContract', 'contractPdf', 'bookingContract'] as const satisfies readonly (keyof ContractCallableApi)[];
