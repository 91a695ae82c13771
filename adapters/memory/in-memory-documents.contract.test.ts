// @vitest-environment node
import 'reflect-metadata';
import { documentsContract } from '../../tests/contracts/documents.contract';
import { issueWithFiles } from '../../tests/support/issue-with-files';
import { DEMO_ADMIN, DEMO_VISITOR, signedInAs } from '../../tests/support/memory-sessions';
import { InMemoryAuth } from './in-memory-auth';
import { InMemoryBookingRepository } from './in-memory-booking-repository';
import { InMemoryCoupleDocuments, InMemoryDeskDocuments, InMemoryDocumentsState } from './in-memory-documents';
import type { MemoryAdapterOptions } from './memory-adapter-options';

const PASSWORD = 'Svatba2027a';

documentsContract('in memory', async () => {
  const options: MemoryAdapterOptions = {};
  const bookings = new InMemoryBookingRepository(options);
  const state = new InMemoryDocumentsState(bookings);
  const visitor = new InMemoryAuth(options);
  return {
    couple: new InMemoryCoupleDocuments(state, visitor),
    desk: new InMemoryDeskDocuments(state, await signedInAs(options, DEMO_ADMIN)),
    deskAsVisitor: new InMemoryDeskDocuments(state, await signedInAs(options, DEMO_VISITOR)),
    signInAs: async (email) => {
      visitor.addAccount({ email, password: PASSWORD, displayName: email, roles: ['visitor'] });
      await visitor.signIn({ identifier: email, password: PASSWORD });
    },
    signOut: () => visitor.signOut(),
    seed: (booking) => bookings.put(booking),
    issue: (bookingId, kind, issuedAt, files) => issueWithFiles(state.issued.atomically, (path, bytes) => state.files.write(path, bytes), { bookingId, kind, issuedAt }, files),
  };
});
