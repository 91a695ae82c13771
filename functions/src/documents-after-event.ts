// After an event committed, the documents it owes (docs/documents.md): issued, stored and their held mails released
// before the call answers; what cannot be issued now is left to the issuePendingDocuments sweep. Shared by the desk's,
// the bank's and the scheduled functions; not re-exported by index.ts (it deploys nothing).
import { logger } from 'firebase-functions';
import { bucket, db } from './config';
import { issueDocumentsOf } from './document-issue-run';
import { documentIssuingOn } from './document-settings';

export const settledBookings = (results: readonly { bookingId?: string }[]) => results.flatMap((result) => (result.bookingId ? [result.bookingId] : []));

export const issueDocumentsAfter = async (bookingIds: Iterable<string>, now: Date) => {
  try {
    return await issueDocumentsOf(documentIssuingOn(db(), await bucket(), now), bookingIds);
  } catch (error) {
    // The event is committed and must not read as failed: the sweep issues what is pending.
    logger.error('Issuing documents after an event failed; the sweep issues them', { error: String(error) });
    return { failed: 1 };
  }
};
