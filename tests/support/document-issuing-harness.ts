import { changeBookingStatus } from '../../application/booking/change-status';
import { createBookingByHand } from '../../application/booking/create-booking-by-hand';
import type { ManualBookingInput } from '../../domain/booking/booking-by-hand';
import type { DocumentIssuing } from '../../application/documents/issue-pending-documents';
import { importBankTransactions } from '../../application/payment/import-bank-transactions';
import { assignPaymentByHand } from '../../application/payment/assign-payment-by-hand';
import { InMemoryBankLedger } from '../../adapters/memory/in-memory-bank-ledger';
import { InMemoryBookingRepository } from '../../adapters/memory/in-memory-booking-repository';
import { InMemoryIssuedDocuments } from '../../adapters/memory/in-memory-issued-documents';
import { InMemoryOutbox } from '../../adapters/memory/in-memory-outbox';
import { InMemoryDocumentFiles, InMemoryDocumentReferences, InMemoryPendingDocuments, inMemoryMailRelease } from '../../adapters/memory/in-memory-pending-documents';
import type { Booking, BookingStatus } from '../../domain/booking/booking';
import type { BankTransaction } from '../../domain/bank/bank-transaction';
import type { DocumentContent } from '../../domain/documents/document-content';
import type { TraderIdentity } from '../../domain/documents/trader';
import type { BankImportUnit } from '../../ports/units/bank-import-port';
import type { MailSettings } from '../../ports/units/mail-settings-port';
import type { Atomically } from '../../ports/units/unit-of-work-port';
import { BANK_MAIL } from '../contracts/bank-import.contract';
import { aTrader } from './document-mother';

const ADMIN = { uid: 'admin', email: 'fotograf@example.cz', admin: true };

/**
 * The events and the document issuing over the in-memory fakes, wired as the functions wire Firestore: the units
 * record the pending documents with the event, the issuing reads them. The renderer writes the printed number as
 * the "PDF", so a test can see which document a mail carries, and keeps every content it rendered (`rendered`), so a
 * test can read what a document deducts or corrects.
 */
export function documentIssuingHarness({ trader = aTrader(), afterContract = false }: { trader?: TraderIdentity; afterContract?: boolean } = {}) {
  const store = new InMemoryBookingRepository({});
  const outbox = new InMemoryOutbox({});
  const pending = new InMemoryPendingDocuments();
  const issued = new InMemoryIssuedDocuments(store);
  const files = new InMemoryDocumentFiles();
  const ledger = new InMemoryBankLedger(store, outbox);
  const settings = { trader, afterContract, now: new Date('2027-03-01T09:00:00Z') };
  const rendered: DocumentContent[] = [];
  const mail: MailSettings = { ...BANK_MAIL, documents: { depositInvoiceAfterContract: async () => settings.afterContract } };
  const issuing: DocumentIssuing = {
    pending,
    atomically: issued.atomically,
    issued,
    trader: { read: async () => settings.trader },
    renderer: { renderPdf: async (content) => (rendered.push(content), new TextEncoder().encode(`PDF ${content.printedNumber} ${content.totalHalere}`)) },
    files,
    references: new InMemoryDocumentReferences(),
    mail: inMemoryMailRelease(outbox, () => settings.now),
    now: () => settings.now,
  };
  const load = async (bookingId: string) => {
    const booking = await store.get(bookingId);
    if (!booking) return null;
    const [lock] = await store.listDateLocks(booking.weddingDate, booking.weddingDate);
    return { booking, lock: lock ?? null };
  };
  const imports: Atomically<BankImportUnit> = (work) =>
    ledger.atomically((unit) =>
      work({
        ...unit,
        save: async (record, expected, settled, receipts = []) => {
          await unit.save(record, expected, settled, receipts);
          if (settled) pending.record(settled.documents);
          pending.record(receipts);
        },
      }),
    );
  return {
    store,
    outbox,
    pending,
    issued,
    files,
    issuing,
    settings,
    rendered,
    async stored(booking: Booking) {
      await store.create(booking);
    },
    changeStatus: (bookingId: string, to: BookingStatus) =>
      changeBookingStatus({ caller: ADMIN, bookingId, to, now: settings.now }, (work) =>
        store.atomically(() =>
          work({
            load,
            variableSymbolTaken: (symbol, id) => store.variableSymbolTaken(symbol, id),
            receivedFor: async (id) => (await ledger.depositPayments(id))?.receivedHalere ?? 0,
            save: async (after, _lock, queued, documents) => {
              await store.put(after);
              if (queued) outbox.queue([queued], after.updatedAt);
              pending.record(documents);
            },
          }),
        ), mail),
    createByHand: (input: ManualBookingInput) =>
      createBookingByHand({ caller: ADMIN, input, now: settings.now, random: () => 0.5 }, (work) =>
        store.atomically(() =>
          work({
            read: async (id) => ({ stored: await store.get(id), lock: null }),
            variableSymbolTaken: (symbol, id) => store.variableSymbolTaken(symbol, id),
            save: async (booking, _lock, queued, documents) => {
              await store.put(booking);
              if (queued) outbox.queue([queued], booking.createdAt);
              pending.record(documents);
            },
          }),
        ), mail),
    assignByHand: (bankId: string, bookingId: string) => assignPaymentByHand({ caller: ADMIN, bankId, bookingId, now: settings.now }, imports, mail),
    importPayments: (transactions: BankTransaction[]) => importBankTransactions({ transactions, source: 'camt053', by: 'Výpis z banky', now: settings.now }, imports, mail),
    /** Which documents the series of a kind gave so far. */
    numbers: async (bookingId: string) => (await issued.forBooking(bookingId)).map((document) => document.id),
  };
}
