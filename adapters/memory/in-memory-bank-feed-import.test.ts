import { describe, expect, it } from 'vitest';
import { InMemoryBankLedger } from './in-memory-bank-ledger';
import { InMemoryBookingRepository } from './in-memory-booking-repository';
import { InMemoryOutbox } from './in-memory-outbox';
import type { BankTransaction } from '../../domain/bank/bank-transaction';
import { DomainError } from '../../domain/errors';
import type { BankFeedPort } from '../../ports/units/bank-feed-port';
import { BANK_MAIL } from '../../tests/contracts/bank-import.contract';
import { importFromBankFeed } from '../../application/payment/import-from-bank-feed';
import { BANK_FEED_ACTOR } from '../../domain/bank/bank-actors';
import { aBooking } from '../../tests/support/booking-mother';

const payment: BankTransaction = {
  bankId: '26001',
  date: '2026-11-20',
  amountHalere: 500_000,
  currency: 'CZK',
  variableSymbol: '4711',
  counterAccount: null,
  message: null,
  reversal: false,
};

/** A feed whose cursor is a count of rewinds: what the bank's set-last-id would be asked. */
function aFeed() {
  const feed = { rewinds: 0 } as BankFeedPort & { rewinds: number };
  feed.newTransactions = async () => ({
    transactions: [payment],
    rewind: async () => {
      feed.rewinds += 1;
    },
  });
  return feed;
}

describe('importFromBankFeed (one scheduled run of the bank API import)', () => {
  const ledger = () => new InMemoryBankLedger(new InMemoryBookingRepository({}), new InMemoryOutbox({}));
  const now = new Date('2026-11-21T06:00:00Z');

  it('imports what the bank sent, recorded as from the API, and leaves the cursor where the bank moved it', async () => {
    const feed = aFeed();
    const store = ledger();
    expect((await importFromBankFeed(feed, store.atomically, BANK_MAIL, now)).counts).toEqual({ unassigned: 1 });
    expect(await store.transaction('26001')).toMatchObject({ source: 'fio' });
    expect(feed.rewinds).toBe(0);
  });

  it('a failed import puts the bank\'s cursor back and fails the run, so the next run gets the same transactions', async () => {
    const feed = aFeed();
    const cmsDown = { ...BANK_MAIL, deposit: { read: () => Promise.reject(new DomainError('content/unavailable')) } };
    await expect(importFromBankFeed(feed, ledger().atomically, cmsDown, now)).rejects.toMatchObject({ code: 'content/unavailable' });
    expect(feed.rewinds).toBe(1);
  });

  it('names the bank\'s import, a label and no Czech text, as who settled a deposit in the booking\'s history', async () => {
    const bookings = new InMemoryBookingRepository({});
    const store = new InMemoryBankLedger(bookings, new InMemoryOutbox({}));
    await bookings.put(
      aBooking({
        id: 'b-feed',
        status: 'confirmed',
        variableSymbol: '4711',
        history: [{ at: '2026-11-10T09:00:00.000Z', by: 'fotograf@example.cz', from: 'new', to: 'confirmed' }],
      }),
    );
    expect((await importFromBankFeed(aFeed(), store.atomically, BANK_MAIL, now)).counts).toEqual({ paid: 1 });
    expect((await bookings.get('b-feed'))?.history.at(-1)).toMatchObject({ to: 'deposit-paid', by: BANK_FEED_ACTOR });
  });
});
