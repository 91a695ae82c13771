import { bankImportContract } from '../../tests/contracts/bank-import.contract';
import { InMemoryBankLedger } from './in-memory-bank-ledger';
import { InMemoryBookingRepository } from './in-memory-booking-repository';
import { InMemoryOutbox } from './in-memory-outbox';

bankImportContract('InMemoryBankLedger', () => {
  const store = new InMemoryBookingRepository({});
  const outbox = new InMemoryOutbox({});
  const ledger = new InMemoryBankLedger(store, outbox);
  const load = async (bookingId: string) => {
    const booking = await store.get(bookingId);
    if (!booking) return null;
    const [lock] = await store.listDateLocks(booking.weddingDate, booking.weddingDate);
    return { booking, lock: lock ?? null };
  };
  return {
    atomically: ledger.atomically,
    ledger,
    store: async (booking) => {
      await store.create(booking);
    },
    // The desk's units as the booking admin fake builds them.
    statusChanges: (work) =>
      store.atomically(() =>
        work({
          load,
          variableSymbolTaken: (symbol, id) => store.variableSymbolTaken(symbol, id),
          receivedFor: async (id) => (await ledger.depositPayments(id))?.receivedHalere ?? 0,
          save: async (after, _lock, mail) => {
            await store.put(after);
            if (mail) outbox.queue([mail], after.updatedAt);
          },
        }),
      ),
    erasures: (work) =>
      store.atomically(() =>
        work({
          load,
          queuedMailIds: async () => [],
          remove: async (booking) => store.delete(booking.id),
        }),
      ),
    booking: (id) => store.get(id),
    mailIds: async () => outbox.log().map((mail) => mail.id),
  };
});
