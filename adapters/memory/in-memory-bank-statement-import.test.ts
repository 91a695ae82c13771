// @vitest-environment node
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { importBankStatement, BANK_STATEMENT_MAX_BYTES } from '../../application/payment/import-bank-statement';
import { BANK_MAIL } from '../../tests/contracts/bank-import.contract';
import { InMemoryBankLedger } from './in-memory-bank-ledger';
import { InMemoryBookingRepository } from './in-memory-booking-repository';
import { InMemoryOutbox } from './in-memory-outbox';

const sample = (name: string) => new Uint8Array(readFileSync(new URL(`../../domain/bank/samples/${name}`, import.meta.url)));
const admin = { uid: 'a', email: 'fotograf@example.cz', admin: true };
const now = new Date('2026-11-21T08:00:00Z');

describe('importBankStatement (a statement uploaded in the desk, over the in-memory ledger)', () => {
  const ledger = () => new InMemoryBankLedger(new InMemoryBookingRepository({}), new InMemoryOutbox({}));

  it('imports a camt.053 file and a GPC file, each transaction recorded with its format as the source', async () => {
    const store = ledger();
    const camt = await importBankStatement({ caller: admin, file: sample('camt053-ceska-sporitelna.xml'), now }, store.atomically, BANK_MAIL);
    expect(camt).toMatchObject({ format: 'camt053', counts: { unassigned: 5, 'not-incoming': 2 } });
    const gpc = await importBankStatement({ caller: admin, file: sample('gpc-abo-cs.gpc'), now }, store.atomically, BANK_MAIL);
    expect(gpc).toMatchObject({ format: 'gpc', counts: { unassigned: 3, 'not-incoming': 3 } });
    expect(await store.transaction('26112000001')).toMatchObject({ source: 'gpc', message: 'Jana Nováková' });
  });

  it('refuses a visitor, a file past the limit and a broken file, storing nothing', async () => {
    const store = ledger();
    const file = sample('gpc-abo-cs.gpc');
    await expect(importBankStatement({ caller: { uid: 'v', admin: false }, file, now }, store.atomically, BANK_MAIL)).rejects.toMatchObject({ code: 'auth/forbidden' });
    await expect(importBankStatement({ caller: admin, file: new Uint8Array(BANK_STATEMENT_MAX_BYTES + 1), now }, store.atomically, BANK_MAIL)).rejects.toMatchObject({
      code: 'bank/statement-too-large',
    });
    await expect(importBankStatement({ caller: admin, file: file.subarray(0, 300), now }, store.atomically, BANK_MAIL)).rejects.toMatchObject({ code: 'bank/statement-malformed' });
    expect(await store.unassigned()).toEqual([]);
  });
});
