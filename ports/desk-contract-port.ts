import type { ContractAcceptance } from '../domain/contract/contract-acceptance';
import type { ContractPdfFile } from '../domain/contract/contract-document';

/**
 * The photographer's view of a booking's contract in the desk's booking detail (issue 22): whether and how it was
 * accepted, and the accepted contract's PDF. Every call acts as the signed-in admin.
 *
 * Contract (tests/contracts/desk-contract.contract.ts):
 * - Without a signed-in admin both methods reject `auth/not-signed-in` (a signed-in non-admin `auth/forbidden`).
 * - `bookingContract` resolves null while nothing was accepted, then the acceptance record as stored.
 * - `contractPdf` rejects `contract/not-accepted` before acceptance, then resolves the PDF (its text, the full SHA-256
 *   and the names typed in the record), for any booking.
 */
export interface DeskContractPort {
  bookingContract(bookingId: string): Promise<ContractAcceptance | null>;
  contractPdf(bookingId: string): Promise<ContractPdfFile>;
}
