import type { Firestore } from 'firebase-admin/firestore';
import type { DocumentDuties } from '../../ports/units/mail-settings-port';
import { SETTINGS } from '../../ports/wire/firestore-documents';

/** `settings/documents` = `{ depositInvoiceAfterContract }`: the photographer's document policy, server only. */
export const DOCUMENT_POLICY_SETTINGS = 'documents';

/** The policy as the events read it: the invoice at confirmation unless the photographer chose otherwise. */
export function firestoreDocumentPolicy(store: Firestore): DocumentDuties {
  return {
    async depositInvoiceAfterContract() {
      const snapshot = await store.collection(SETTINGS).doc(DOCUMENT_POLICY_SETTINGS).get();
      return snapshot.get('depositInvoiceAfterContract') === true;
    },
  };
}
