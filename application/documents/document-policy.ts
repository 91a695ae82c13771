import { documentPolicyOf, type DocumentPolicy } from '../../domain/documents/document-policy';
import { requireAdmin, type Caller } from '../../domain/user/user';
import type { DocumentPolicyStore } from '../../ports/units/pending-documents-port';

/** Admin: the document policy as the events apply it. */
export async function readDocumentPolicy(caller: Caller | null, store: DocumentPolicyStore): Promise<DocumentPolicy> {
  requireAdmin(caller);
  return store.read();
}

/** Admin: a new document policy (validated here: the desk's value is untrusted); answers it as stored. */
export async function changeDocumentPolicy(caller: Caller | null, raw: unknown, store: DocumentPolicyStore): Promise<DocumentPolicy> {
  requireAdmin(caller);
  const policy = documentPolicyOf(raw);
  await store.write(policy);
  return policy;
}
