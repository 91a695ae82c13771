import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import { deleteDoc, doc, getDoc, setDoc, updateDoc } from 'firebase/firestore';
import { describe, it } from 'vitest';
import type { ContractAcceptance } from '../../domain/contract/contract-acceptance';
import { CONTRACT_ACCEPTANCES, toAcceptanceDocument } from '../../ports/wire/contract-documents';
import { onEmulators } from '../../tests/support/emulator-support';
import { firestoreRulesSuite, firestoreTime } from '../../tests/support/firestore-rules-suite';

const { env, setUp } = firestoreRulesSuite();
const EMAIL = 'jana@example.cz';
const record: ContractAcceptance = {
  bookingId: 'b-contract', templateVersion: 1, text: 'Smlouva', textSha256: 'a'.repeat(64), namesTyped: 'Jana', email: EMAIL,
  ip: '203.0.113.7', userAgent: 'Mozilla/5.0', acceptedAt: '2026-11-27T10:00:00.000Z', withdrawalAcknowledged: true, expressStart: false,
};

/** The acceptance record is written once by the acceptContract function (firebase-admin); no client writes it. */
describe.skipIf(!onEmulators)('firestore.rules and the contract acceptances', () => {
  setUp();

  it('no client creates, changes or deletes an acceptance, not even the admin; only the admin reads it', async () => {
    const admin = env().authenticatedContext('fotografka', { admin: true }).firestore();
    const couple = env().authenticatedContext('couple-1', { email: EMAIL, email_verified: true }).firestore();
    const forged = toAcceptanceDocument(record, firestoreTime);
    for (const db of [env().unauthenticatedContext().firestore(), couple, admin]) {
      await assertFails(setDoc(doc(db, CONTRACT_ACCEPTANCES, record.bookingId), forged));
    }
    await env().withSecurityRulesDisabled(async (ctx) => setDoc(doc(ctx.firestore(), CONTRACT_ACCEPTANCES, record.bookingId), forged));
    for (const db of [couple, admin]) {
      await assertFails(updateDoc(doc(db, CONTRACT_ACCEPTANCES, record.bookingId), { namesTyped: 'Někdo jiný' }));
      await assertFails(deleteDoc(doc(db, CONTRACT_ACCEPTANCES, record.bookingId)));
    }
    await assertFails(getDoc(doc(couple, CONTRACT_ACCEPTANCES, record.bookingId)));
    await assertSucceeds(getDoc(doc(admin, CONTRACT_ACCEPTANCES, record.bookingId)));
  });
});
