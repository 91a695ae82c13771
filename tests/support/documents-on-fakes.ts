import type { Container } from 'inversify';
import type { InMemoryBookingStore } from '../../adapters/memory/in-memory-booking-repository';
import { MEMORY_TOKENS } from '../../adapters/memory/memory-tokens';
import type { DocumentKind } from '../../domain/documents/document-kind';
import { createMemoryContainer } from '../../src/app/composition/memory';
import { memoryDocuments } from '../../src/app/composition/memory-documents';
import { TOKENS } from '../../ports/tokens';
import { aBooking } from './booking-mother';
import { issueWithFiles } from './issue-with-files';
import { DEMO_ADMIN, DEMO_VISITOR } from './memory-sessions';

/**
 * A memory container with the demo couple's confirmed booking and a way to issue its documents with stored files, as
 * the functions will: for the component tests and stories of "Doklady" and the accountant's archive. `as` signs the
 * couple in (the portal's port) or the photographer (the desk's).
 */
export async function documentsOnFakes(as: 'couple' | 'admin', container: Container = createMemoryContainer({ botChallengeMaxCounter: 1 })) {
  const booking = aBooking({ id: 'b-doklady', status: 'deposit-paid', contact: { coupleNames: 'Jana a Petr', email: DEMO_VISITOR.email, phone: '+420777123456' } });
  await container.get<InMemoryBookingStore>(MEMORY_TOKENS.BookingStore).put(booking);
  if (as === 'couple') await container.get(TOKENS.VisitorAuth).signIn({ identifier: DEMO_VISITOR.email, password: DEMO_VISITOR.password });
  else await container.get(TOKENS.AdminAuth).signIn({ identifier: DEMO_ADMIN.email, password: DEMO_ADMIN.password });
  const { state } = memoryDocuments(container);
  const issue = (kind: DocumentKind, issuedAt: Date, files: { pdf?: Uint8Array; isdoc?: Uint8Array } = {}) =>
    issueWithFiles(state.issued.atomically, (path, bytes) => state.files.write(path, bytes), { bookingId: booking.id, kind, issuedAt }, files);
  return { container, booking, issue };
}
