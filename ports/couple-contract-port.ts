import type { ContractAcceptance, ContractAcceptanceRequest } from '../domain/contract/contract-acceptance';
import type { ContractPdfFile } from '../domain/contract/contract-document';
import type { MyContract } from '../domain/contract/contract-view';

/**
 * The signed-in couple's contract in "Moje svatba" (issue 22): shown filled from the booking's agreed prices, accepted
 * once. Every call acts as the visitor account signed in now (the server verifies the session; IP, user agent and time
 * of an acceptance are the server's).
 *
 * Contract (tests/contracts/couple-contract.contract.ts):
 * - Without a signed-in account both methods reject `auth/not-signed-in`.
 * - `myContract` of a booking that is not the account's rejects `booking/not-found`; of a booking that is not
 *   confirmed resolves `unavailable`; of a confirmed one `open`, the text filled from its agreed prices with its SHA-256.
 * - `acceptContract` with the names, the consent, the withdrawal acknowledgement and that SHA-256 resolves the record
 *   (the verified e-mail, the names typed, the template version, `expressStart` as asked); afterwards `myContract` is
 *   `accepted` with that record. A missing tick or name rejects with the first field's code (every field's in `details.fields`), another hash
 *   `contract/text-changed`, a second acceptance `contract/already-accepted` — each leaving the record as it was.
 * - `contractPdf` of an accepted contract resolves its PDF (the text, the record with the full SHA-256 and the names);
 *   before acceptance it rejects `contract/not-accepted`, for another couple's booking `booking/not-found`.
 */
export interface CoupleContractPort {
  myContract(bookingId: string): Promise<MyContract>;
  acceptContract(request: ContractAcceptanceRequest): Promise<ContractAcceptance>;
  contractPdf(bookingId: string): Promise<ContractPdfFile>;
}
