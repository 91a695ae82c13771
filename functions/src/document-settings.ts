import type { Bucket } from '@google-cloud/storage';
import type { Firestore } from 'firebase-admin/firestore';
import { logger } from 'firebase-functions';
import { releaseInvoiceAfterContract } from '../../application/documents/release-after-contract';
import { traderIdentityOf } from '../../domain/documents/trader-fields';
import type { TraderSourcePort } from '../../ports/units/pending-documents-port';
import { cmsSiteSettings } from './cms-site-settings';
import { bucket, db } from './config';
import { functionFonts } from './document-fonts';
import { firestoreDocumentIssuing } from './document-issue-run';

/**
 * The trader as the CMS site settings name her now. No CMS configured reads as an empty identity (which cannot
 * issue: the documents wait); a CMS that cannot be read fails the attempt, which the sweep repeats.
 */
export const cmsTrader: TraderSourcePort = {
  async read() {
    const settings = cmsSiteSettings();
    return traderIdentityOf(settings ? await settings.read() : {});
  },
};

/** The functions' document issuing (document-issue-run.ts) with the CMS trader and the fonts beside the bundle. */
export const documentIssuingOn = (store: Firestore, bucket: Bucket, now: Date) => firestoreDocumentIssuing(store, bucket, cmsTrader, functionFonts, () => now);

/**
 * After the couple accepted the contract (acceptContract): the deposit invoice the photographer's policy held is issued
 * now (docs/documents.md). Never fails the acceptance, which is done; the sweep issues what fails here.
 */
export async function releaseDocumentsAfterContract(bookingId: string, now: Date): Promise<void> {
  try {
    await releaseInvoiceAfterContract(documentIssuingOn(db(), await bucket(), now), bookingId);
  } catch (error) {
    logger.error('Releasing the deposit invoice after the contract failed; the sweep issues it', { bookingId, error: String(error) });
  }
}
