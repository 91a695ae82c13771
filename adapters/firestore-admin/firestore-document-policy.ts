import type { Firestore } from 'firebase-admin/firestore';
import { DEFAULT_DOCUMENT_POLICY } from '../../domain/documents/document-policy';
import type { DocumentDuties } from '../../ports/units/mail-settings-port';
import type { DocumentPolicyStore } from '../../ports/units/pending-documents-port';
import { SETTINGS } from '../../ports/wire/firestore-documents';

/** `settings/documents` = `{ depositInvoiceAfterContract }`: the photographer's document policy, server only. */
export const DOCUMENT_POLICY_SETTINGS = 'documents';

/** The policy as the desk's callables read and write it. */
export function firestoreDocumentPolicyStore(store: Firestore): DocumentPolicyStore {
  const ref = store.collection(SETTINGS).doc(DOCUMENT_POLICY_SETTINGS);
  return {
    async read() {
      const value = (await ref.get()).get('depositInvoiceAfterContract');
      return typeof value === 'boolean' ? { depositInvoiceAfterContract: value } : DEFAULT_DOCUMENT_POLICY;
    },
    async write(policy) {
      await ref.set({ depositInvoiceAfterContract: policy.depositInvoiceAfterContract });
    },
  };
}

/** The policy as the events read it: the invoice at confirmation unless the photographer chose otherwise. */
export function firestoreDocumentPolicy(store: Firestore): DocumentDuties {
  const policy = firestoreDocumentPolicyStore(store);
  return { depositInvoiceAfterContract: async () => (await policy.read()).depositInvoiceAfterContract };
}
