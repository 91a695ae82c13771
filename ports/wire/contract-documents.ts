import type { ContractAcceptance } from '../../domain/contract/contract-acceptance';
import { toIso, type ToTimestamp } from './firestore-documents';

/**
 * `contractAcceptances/{bookingId}`: the audit record of an accepted contract, one per booking (the id makes a second
 * one impossible to create), written by the functions only; firestore.rules deny every client access.
 */
export const CONTRACT_ACCEPTANCES = 'contractAcceptances';

/**
 * The one field that is not part of the record: when the PDF was stored and mailed (application/contract/
 * deliver-contract.ts), null until then, so the sweep finds the acceptances still waiting by `== null`.
 */
export const PDF_DELIVERED_AT = 'pdfDeliveredAt';

export function toAcceptanceDocument(acceptance: ContractAcceptance, ts: ToTimestamp): Record<string, unknown> {
  return { ...acceptance, acceptedAt: ts(acceptance.acceptedAt), [PDF_DELIVERED_AT]: null };
}

export function fromAcceptanceDocument(data: Record<string, unknown>): ContractAcceptance {
  return {
    bookingId: String(data.bookingId),
    templateVersion: Number(data.templateVersion),
    text: String(data.text),
    textSha256: String(data.textSha256),
    namesTyped: String(data.namesTyped),
    email: String(data.email),
    ip: String(data.ip),
    userAgent: String(data.userAgent),
    acceptedAt: toIso(data.acceptedAt),
    withdrawalAcknowledged: true,
    expressStart: data.expressStart === true,
  };
}
