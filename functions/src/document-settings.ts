import type { Bucket } from '@google-cloud/storage';
import type { Firestore } from 'firebase-admin/firestore';
import { traderIdentityOf } from '../../domain/documents/trader-fields';
import type { TraderSourcePort } from '../../ports/units/pending-documents-port';
import { cmsSiteSettings } from './cms-site-settings';
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
