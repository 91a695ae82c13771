// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { DEV_ACCOUNT_ERASURE_SECRET } from '../../../functions/src/config';
import { accountErasureEnv } from './settings.ts';
import { DEV_SECRETS } from './functions-build.ts';

describe('the account-erasure secret on the emulators', () => {
  it('is the same development value for the functions (functions/.secret.local) and for the Strapis beside them', () => {
    expect(accountErasureEnv().ACCOUNT_ERASURE_SECRET).toBe(DEV_ACCOUNT_ERASURE_SECRET);
    expect(DEV_SECRETS.ACCOUNT_ERASURE_SECRET).toBe(DEV_ACCOUNT_ERASURE_SECRET);
    expect(accountErasureEnv().ACCOUNT_ERASURE_URL).toMatch(/\/europe-west3\/accountDeleted$/);
  });
});
