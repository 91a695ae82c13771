// @vitest-environment node
import type { Firestore } from 'firebase-admin/firestore';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BANK_MAIL } from '../../tests/contracts/bank-import.contract';
import { runBankFeedImport } from './bank-import-run';
import { fioApiToken } from './config';

describe('importBankPayments without a Fio token', () => {
  afterEach(() => vi.unstubAllEnvs());

  it('a blank or "-" secret is no token; anything else is the token', () => {
    vi.stubEnv('FIO_API_TOKEN', ' - ');
    expect(fioApiToken()).toBeNull();
    vi.stubEnv('FIO_API_TOKEN', '');
    expect(fioApiToken()).toBeNull();
    vi.stubEnv('FIO_API_TOKEN', 'abc123');
    expect(fioApiToken()).toBe('abc123');
  });

  it('the run is skipped and says so, touching neither the bank nor Firestore', async () => {
    const untouchable = new Proxy({}, { get: () => { throw new Error('Firestore was used'); } }) as Firestore;
    const fetchSpy = vi.fn();
    const report = await runBankFeedImport(untouchable, null, new Date(), BANK_MAIL, { fetch: fetchSpy });
    expect(report).toEqual({ skipped: expect.stringContaining('FIO_API_TOKEN') });
    expect(fetchSpy).not.toHaveBeenCalled();
  });
});
