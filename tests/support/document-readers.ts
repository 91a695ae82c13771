import { InMemoryBookingRepository } from '../../adapters/memory/in-memory-booking-repository';
import { InMemoryDocumentFiles } from '../../adapters/memory/in-memory-document-files';
import { InMemoryIssuedDocuments } from '../../adapters/memory/in-memory-issued-documents';
import type { DocumentKind } from '../../domain/documents/document-kind';
import { DomainError } from '../../domain/errors';
import type { CoupleIdentity } from '../../domain/user/user';
import { aBooking } from './booking-mother';
import { issueWithFiles } from './issue-with-files';

export const JANA: CoupleIdentity = { accountId: 'a-1', email: 'jana@example.cz' };
export const PETRA: CoupleIdentity = { accountId: 'a-2', email: 'petra@example.cz' };
export const ADMIN = { uid: 'fotografka', admin: true } as const;
const sessions: Record<string, CoupleIdentity> = { 'jwt-jana': JANA, 'jwt-petra': PETRA };

/**
 * The documents' readers on the fakes, as the callables get them: the issued documents, their files, and a portal
 * gate that knows two couples by session (`jwt-jana`, `jwt-petra`) and counts every attempt. Jana has one booking.
 */
export async function documentReadersOnFakes() {
  const store = new InMemoryBookingRepository({});
  const documents = new InMemoryIssuedDocuments(store);
  const files = new InMemoryDocumentFiles();
  const janas = aBooking({ contact: { coupleNames: 'Jana a Petr', email: 'Jana@Example.cz', phone: '+420777123456' } });
  await store.create(janas);
  const counted: string[] = [];
  const couples = {
    verify: async (session: unknown) => {
      const identity = typeof session === 'string' ? sessions[session] : undefined;
      if (!identity) throw new DomainError('auth/not-signed-in');
      return identity;
    },
    countAttempt: async (rules: { key: string }[]) => {
      counted.push(...rules.map((rule) => rule.key));
    },
    bookingsOf: (email: string) => store.list({ limit: 100 } as never).then((page) => page.items.filter((booking) => booking.contact.email.toLowerCase() === email)),
  };
  const issue = (kind: DocumentKind, issuedAt: Date, stored: Parameters<typeof issueWithFiles>[3] = {}, bookingId = janas.id) =>
    issueWithFiles(documents.atomically, (path, bytes) => files.write(path, bytes), { bookingId, kind, issuedAt }, stored);
  return { store, readers: { documents, couples, files }, files, janas, counted, issue };
}
