// The accepted contract's PDF and mails (application/contract/deliver-contract.ts) over the bucket and Firestore:
// right after an acceptance commits, and again from an hourly sweep for any delivery that failed. The fonts are
// copied beside lib/index.js by build.mjs (lib/assets/fonts), read once per instance.
import { logger } from 'firebase-functions';
import { deliverAcceptedContract, deliverPendingContracts, type ContractDeliveryDeps } from '../../application/contract/deliver-contract';
import type { ContractAcceptance } from '../../domain/contract/contract-acceptance';
import { firestoreContractDelivery } from '../../adapters/firestore-admin/firestore-contract-delivery';
import { PdfLibContractRenderer } from '../../adapters/pdf-lib/pdf-lib-contract-renderer';
import { readShippedFonts } from '../../adapters/pdf-lib/shipped-fonts';
import type { ContractRendererPort } from '../../ports/units/contract-renderer-port';
import { mailSettings } from './call-settings';
import { bucket, db } from './config';

let renderer: Promise<ContractRendererPort> | undefined;

const contractRenderer = () => (renderer ??= readShippedFonts(import.meta.dirname).then((fonts) => new PdfLibContractRenderer(fonts)));

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

export const deliverPendingContractsOn = async (now: Date) => deliverPendingContracts(await contractDeliveryDeps(now));
