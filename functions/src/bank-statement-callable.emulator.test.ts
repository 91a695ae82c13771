import 'reflect-metadata';
import { readFileSync } from 'node:fs';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { FirebaseAuth } from '../../adapters/firebase/firebase-auth';
import { callFunction } from '../../adapters/firebase/firebase-callable';
import { adminFirestore, clearFirestore, createAccount, disposeWebApps, onEmulators, SEEDED_ADMIN, webStartup } from '../../tests/support/emulator-support';

const sample = (name: string) => readFileSync(new URL(`../../domain/bank/samples/${name}`, import.meta.url)).toString('base64');

/** The desk's statement upload through the deployed callable (Functions + Firestore emulators). */
describe.skipIf(!onEmulators)('importBankStatement callable', () => {
  beforeEach(clearFirestore);
  afterAll(disposeWebApps);

  it('is for admins only (as is assigning by hand); an admin\'s GPC upload is recorded once, a second upload of it changes nothing, a broken file is refused with its code', async () => {
    const visitor = webStartup();
    await new FirebaseAuth(visitor).signIn(await createAccount({ admin: 'true' }));
    await expect(callFunction(visitor, 'importBankStatement', { contentBase64: sample('gpc-abo-cs.gpc') })).rejects.toMatchObject({ code: 'auth/forbidden' });

    const admin = webStartup();
    await new FirebaseAuth(admin).signIn(SEEDED_ADMIN);
    const first = await callFunction(admin, 'importBankStatement', { contentBase64: sample('gpc-abo-cs.gpc') });
    expect(first).toMatchObject({ format: 'gpc', counts: { unassigned: 3, 'not-incoming': 3 } });
    const again = await callFunction(admin, 'importBankStatement', { contentBase64: sample('gpc-abo-cs.gpc') });
    expect(again.counts).toEqual({ duplicate: 6 });
    const db = await adminFirestore();
    expect((await db.collection('bankTransactions').get()).size).toBe(6);
    await expect(callFunction(admin, 'importBankStatement', { contentBase64: Buffer.from('<Document><BkToCstmrStmt>').toString('base64') })).rejects.toMatchObject({
      code: 'bank/statement-malformed',
    });
    // Assigning by hand: the desk's only, and only to a booking that exists.
    await expect(callFunction(visitor, 'assignBankPayment', { bankId: '26112000001', bookingId: 'booking-x' })).rejects.toMatchObject({ code: 'auth/forbidden' });
    await expect(callFunction(admin, 'assignBankPayment', { bankId: '26112000001', bookingId: 'booking-x' })).rejects.toMatchObject({ code: 'booking/not-found' });
  });
});
