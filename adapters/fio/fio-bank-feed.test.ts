import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { aFioMovement, startFioStandin, type FioStandin } from '../../tests/support/fio-api-standin';
import { FIO_REQUEST_INTERVAL_MS, fioBankFeed, type FioClock, type FioRequestLog } from './fio-bank-feed';

const TOKEN = 'Tajny-Fio-Token-0123456789abcdefghijklmnopqrstuvwxyz';

/** Virtual time shared by the client and the stand-in: a sleep advances it, nothing waits. */
function virtualClock() {
  const clock = { time: 1_000_000, sleeps: [] as number[] } as { time: number; sleeps: number[] } & FioClock;
  clock.now = () => clock.time;
  clock.sleep = async (ms) => {
    clock.sleeps.push(ms);
    clock.time += ms;
  };
  return clock;
}

describe('Fio API client against a local stand-in of the bank', () => {
  let clock: ReturnType<typeof virtualClock>;
  let bank: FioStandin;
  let log: FioRequestLog;
  const feed = (requestLog = log) => fioBankFeed({ token: TOKEN, baseUrl: bank.baseUrl, clock, requestLog });

  beforeEach(async () => {
    clock = virtualClock();
    log = new Map();
    bank = await startFioStandin(TOKEN, clock.now);
  });
  afterEach(async () => {
    vi.restoreAllMocks();
    await bank.close();
  });

  it('reads the new movements as bank transactions: id, day, signed haléře, symbol, counter-account and message', async () => {
    bank.book(
      aFioMovement(26_001, { amount: 5000, symbol: '2606200421', account: '2000145399', bank: '0800', message: 'Záloha svatba Nováková' }),
      aFioMovement(26_002, { amount: -1234.56, message: 'Fotokniha' }),
    );
    const { transactions } = await feed().newTransactions();
    expect(transactions).toEqual([
      { bankId: '26001', date: '2026-11-20', amountHalere: 500_000, currency: 'CZK', variableSymbol: '2606200421', counterAccount: '2000145399/0800', message: 'Záloha svatba Nováková', reversal: false },
      { bankId: '26002', date: '2026-11-20', amountHalere: -123_456, currency: 'CZK', variableSymbol: null, counterAccount: null, message: 'Fotokniha', reversal: false },
    ]);
  });

  it('the bank\'s cursor moves: a later download has only what was booked since', async () => {
    const client = feed();
    bank.book(aFioMovement(1, { amount: 100 }));
    expect((await client.newTransactions()).transactions.map((t) => t.bankId)).toEqual(['1']);
    bank.book(aFioMovement(2, { amount: 200 }));
    expect((await client.newTransactions()).transactions.map((t) => t.bankId)).toEqual(['2']);
  });

  it('keeps 30 s between two requests with one token by waiting, so the bank never has to refuse', async () => {
    const client = feed();
    await client.newTransactions();
    clock.time += 10_000;
    await client.newTransactions();
    expect(clock.sleeps).toEqual([FIO_REQUEST_INTERVAL_MS - 10_000]);
    expect(bank.requests).toHaveLength(2);
  });

  it('a 409 (the token used elsewhere within 30 s) is waited out and the request repeated, not an error', async () => {
    bank.book(aFioMovement(7, { amount: 100 }));
    await feed(new Map()).newTransactions();
    bank.book(aFioMovement(8, { amount: 200 }));
    // Another process, with no memory of that request: the bank answers 409 first.
    const { transactions } = await feed(new Map()).newTransactions();
    expect(transactions.map((t) => t.bankId)).toEqual(['8']);
    expect(clock.sleeps).toEqual([FIO_REQUEST_INTERVAL_MS]);
    expect(bank.requests).toHaveLength(3);
  });

  it('a 500 is bank/feed-unavailable, and the token is in no error, stack or log line', async () => {
    const lines: string[] = [];
    for (const method of ['log', 'info', 'warn', 'error', 'debug'] as const) {
      vi.spyOn(console, method).mockImplementation((...args: unknown[]) => void lines.push(args.map(String).join(' ')));
    }
    bank.failNext(500);
    const error = await feed()
      .newTransactions()
      .then(() => null, (caught: unknown) => caught as Error & { code: string });
    expect(error).toMatchObject({ code: 'bank/feed-unavailable', details: { status: 500 } });
    const wrong = await fioBankFeed({ token: 'jiny-token', baseUrl: bank.baseUrl, clock, requestLog: log })
      .newTransactions()
      .then(() => null, (caught: unknown) => caught as Error);
    const unreachable = await fioBankFeed({ token: TOKEN, baseUrl: 'http://127.0.0.1:9/v1/rest', clock, requestLog: new Map() })
      .newTransactions()
      .then(() => null, (caught: unknown) => caught as Error & { code: string });
    expect(unreachable).toMatchObject({ code: 'bank/feed-unavailable' });
    const said = [error, wrong, unreachable].map((e) => `${e?.message} ${e?.stack} ${JSON.stringify(e)}`).join('\n') + lines.join('\n');
    expect(said).not.toContain(TOKEN);
    expect(said).not.toContain(encodeURIComponent(TOKEN));
  });

  it('rewind puts the cursor back, so the next download brings the same movements again', async () => {
    const client = feed();
    bank.book(aFioMovement(40, { amount: 100 }));
    await client.newTransactions();
    bank.book(aFioMovement(41, { amount: 200 }), aFioMovement(42, { amount: 300 }));
    const batch = await client.newTransactions();
    await batch.rewind();
    expect((await client.newTransactions()).transactions.map((t) => t.bankId)).toEqual(['41', '42']);
    expect(bank.requests.filter((path) => path.includes('set-last-id'))).toHaveLength(1);
  });
});
