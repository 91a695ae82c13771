// How long a big bank statement takes (issue 21): BENCH_COUNT (default 5,000) transactions written as camt.053 and as
// ABO/GPC, each parsed (domain/bank) and imported with the matching rule over the in-memory ledger (the same use
// case as the functions, without Firestore's network): a tenth pay the deposits of 200 confirmed bookings, the rest
// are unknown symbols, payments without one and money out. Reports the median of 3 runs of each step.
//   npm run bench:bank
import 'reflect-metadata';
import { performance } from 'node:perf_hooks';
import { InMemoryBankLedger } from '../../adapters/memory/in-memory-bank-ledger';
import { InMemoryBookingRepository } from '../../adapters/memory/in-memory-booking-repository';
import { InMemoryOutbox } from '../../adapters/memory/in-memory-outbox';
import { importBankTransactions } from '../../application/payment/import-bank-transactions';
import { parseBankStatement } from '../../domain/bank/bank-statement';
import { DomainError } from '../../domain/errors';
import type { MailSettings } from '../../ports/units/mail-settings-port';
import { aBooking } from '../../tests/support/booking-mother';
import { percentile } from './bench-stats.ts';

const COUNT = Number(process.env.BENCH_COUNT ?? 5_000);
const BOOKINGS = 200;
const symbolOf = (n: number) => `27${String(n).padStart(8, '0')}`;

/** The n-th movement: every tenth a deposit of one of the bookings, every third money out, the rest unknown. */
function movement(n: number) {
  const deposit = n % 10 === 0;
  return {
    id: String(100_000_000 + n),
    credit: deposit || n % 3 !== 0,
    halere: deposit ? 500_000 : 10_000 + n,
    symbol: deposit ? symbolOf((n / 10) % BOOKINGS) : n % 7 === 0 ? '' : String(900_000 + n),
  };
}

function camt(): Uint8Array {
  const entries = Array.from({ length: COUNT }, (_, n) => {
    const m = movement(n);
    const amount = `${Math.floor(m.halere / 100)}.${String(m.halere % 100).padStart(2, '0')}`;
    return `<Ntry><Amt Ccy="CZK">${amount}</Amt><CdtDbtInd>${m.credit ? 'CRDT' : 'DBIT'}</CdtDbtInd><Sts>BOOK</Sts><BookgDt><Dt>2026-11-20</Dt></BookgDt><AcctSvcrRef>${m.id}</AcctSvcrRef><NtryDtls><TxDtls><Refs><EndToEndId>/VS/${m.symbol}/SS//KS/0308</EndToEndId></Refs><RmtInf><Ustrd>Platba č. ${n} – Žluťoučký kůň</Ustrd></RmtInf></TxDtls></NtryDtls></Ntry>`;
  });
  return new TextEncoder().encode(`<?xml version="1.0" encoding="UTF-8"?><Document xmlns="urn:iso:std:iso:20022:tech:xsd:camt.053.001.02"><BkToCstmrStmt><Stmt>${entries.join('')}</Stmt></BkToCstmrStmt></Document>`);
}

function gpc(): Uint8Array {
  const header = `074${'1234567890'.padStart(16, '0')}${'Tereza Nováková'.padEnd(20)}191126${'0'.repeat(14)}+${'0'.repeat(14)}+${'0'.repeat(14)}0${'0'.repeat(14)}0112201126${' '.repeat(14)}`;
  const lines = Array.from({ length: COUNT }, (_, n) => {
    const m = movement(n);
    return `075${'1234567890'.padStart(16, '0')}${'192000145399'.padStart(16, '0')}${m.id.padStart(13, '0')}${String(m.halere).padStart(12, '0')}${m.credit ? '2' : '1'}${m.symbol.padStart(10, '0')}0008000308${'0'.repeat(10)}201126${`Platba ${n} kůň`.padEnd(20).slice(0, 20)}00203201126`;
  });
  // GPC is windows-1250: the benchmark's names use only characters whose code points are the same bytes (ASCII) or
  // are re-encoded below.
  const text = [header, ...lines].join('\r\n');
  return Uint8Array.from([...text].map((char) => ({ á: 0xe1, ů: 0xf9 })[char] ?? char.charCodeAt(0)));
}

const mail: MailSettings = {
  siteUrl: 'https://www.example.cz',
  photographerEmail: 'fotograf@example.cz',
  prices: { getPriceList: async () => Promise.reject(new DomainError('content/unavailable')) },
  deposit: { read: async () => ({ iban: 'CZ6508000000192000145399', rule: { kind: 'fixed', amountCzk: 5_000 }, dueDays: 14 }) },
};

async function importRun(file: Uint8Array) {
  const store = new InMemoryBookingRepository({});
  for (let i = 0; i < BOOKINGS; i += 1) {
    const booking = aBooking({
      id: `bench-${i}`,
      status: 'confirmed',
      weddingDate: new Date(Date.UTC(2027, 0, 1) + i * 86_400_000).toISOString().slice(0, 10),
      history: [
        { at: '2026-11-01T10:00:00.000Z', by: 'public', from: null, to: 'new' },
        { at: '2026-11-02T10:00:00.000Z', by: 'fotograf@example.cz', from: 'new', to: 'confirmed' },
      ],
      variableSymbol: symbolOf(i),
    });
    await store.put(booking);
  }
  const ledger = new InMemoryBankLedger(store, new InMemoryOutbox({}));
  const parseStart = performance.now();
  const { transactions } = parseBankStatement(file);
  const parsed = performance.now();
  const summary = await importBankTransactions({ transactions, source: 'camt053', by: 'bench', now: new Date() }, ledger.atomically, mail);
  return { parseMs: parsed - parseStart, importMs: performance.now() - parsed, counts: summary.counts };
}

for (const [name, file] of [['camt.053', camt()], ['GPC', gpc()]] as const) {
  const runs = [];
  for (let i = 0; i < 3; i += 1) runs.push(await importRun(file));
  const median = (values: number[]) => percentile([...values].sort((a, b) => a - b), 50).toFixed(0);
  console.log(
    `${name}: ${COUNT} transactions, ${(file.byteLength / 1024).toFixed(0)} KB — parse median ${median(runs.map((r) => r.parseMs))} ms, ` +
      `match + import median ${median(runs.map((r) => r.importMs))} ms; ${JSON.stringify(runs[0]!.counts)}`,
  );
}
