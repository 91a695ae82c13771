import { issuedDocumentsContract } from '../../tests/contracts/issued-documents.contract';
import { InMemoryBookingRepository } from './in-memory-booking-repository';
import { InMemoryIssuedDocuments } from './in-memory-issued-documents';

issuedDocumentsContract('InMemoryIssuedDocuments', () => {
  const store = new InMemoryBookingRepository({});
  const documents = new InMemoryIssuedDocuments(store);
  return {
    atomically: documents.atomically,
    documents,
    store: async (booking) => {
      await store.create(booking);
    },
  };
});
