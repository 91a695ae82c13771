// The accepted contract's PDF and mails (application/contract/deliver-contract.ts) over the bucket and Firestore:
// right after an acceptance commits, and again from an hourly sweep for any delivery that failed (which also deletes
// the PDFs whose acceptance was erased). The fonts are the documents' (document-fonts.ts: lib/fonts beside the bundle).
import { logger } from 'firebase-functions';
import { deliverAcceptedContract, deliverPendingContracts, forgetErasedContractPdfs, type ContractDeliveryDeps } from '../../application/contract/deliver-contract';
import type { ContractAcceptance } from '../../domain/contract/contract-acceptance';
import { firestoreContractDelivery } from '../../adapters/firestore-admin/firestore-contract-delivery';
import type { ContractRendererPort } from '../../ports/units/contract-renderer-port';
import { mailSettings } from './call-settings';
import { bucket, db } from './config';
import { functionFonts } from './document-fonts';

let renderer: Promise<ContractRendererPort> | undefined;

/** pdf-lib loads with the first contract PDF (a chunk of its own: no other function's cold start pays for it). */
const contractRenderer = () =>
  (renderer ??= Promise.all([functionFonts(), import('../../adapters/pdf-lib/pdf-lib-contract-renderer')]).then(([fonts, { PdfLibContractRenderer }]) => new PdfLibContractRenderer(fonts)));

export async function contractDeliveryDeps(now: Date): Promise<ContractDeliveryDeps> {
  return { store: firestoreContractDelivery(db(), await bucket()), renderer: await contractRenderer(), mail: mailSettings(), now };
}

/** After the acceptance committed: a failure is logged and left to the sweep, never turned into a failed acceptance. */
export async function deliverAfterAcceptance(acceptance: ContractAcceptance, now: Date): Promise<void> {
  try {
    await deliverAcceptedContract(acceptance, await contractDeliveryDeps(now));
  } catch (error) {
    logger.error('contract delivery failed; the hourly sweep retries', { bookingId: acceptance.bookingId, error });
  }
}

/** The hourly sweep: deliveries that failed are retried, and the PDFs of erased acceptances deleted. */
export async function deliverPendingContractsOn(now: Date) {
  const deps = await contractDeliveryDeps(now);
  return { ...(await deliverPendingContracts(deps)), erasedPdfsDeleted: await forgetErasedContractPdfs(deps.store) };
}
