import { assertFails } from '@firebase/rules-unit-testing';
import { deleteDoc, doc, getDoc, setDoc } from 'firebase/firestore';
import { describe, it } from 'vitest';
import { DAY_PLANS, toDayPlanDocument } from '../../ports/wire/day-plan-documents';
import { onEmulators } from '../../tests/support/emulator-support';
import { firestoreRulesSuite, firestoreTime } from '../../tests/support/firestore-rules-suite';

/** firestore.rules on the wedding-day plans: third persons' phones, so server-only, from admins too. */
const { env, setUp } = firestoreRulesSuite();

const record = {
  plan: { items: [{ time: '13:00', what: 'Obřad', where: '' }], people: [{ name: 'Eva', role: 'svědkyně', phone: '+420777123456' }], groupPhotos: [], notes: '' },
  updatedAt: '2027-04-01T10:00:00.000Z',
  notice: null,
  noticeDueAt: null,
};

describe.skipIf(!onEmulators)('firestore.rules: dayPlans', () => {
  setUp();

  it('no client reads, writes or deletes a plan: not the public, not a signed-in couple, not an admin', async () => {
    await env().withSecurityRulesDisabled(async (ctx) => {
      await setDoc(doc(ctx.firestore(), DAY_PLANS, 'b-1'), toDayPlanDocument(record, firestoreTime));
    });
    const clients = [
      env().unauthenticatedContext().firestore(),
      env().authenticatedContext('snoubenci', { email: 'jana@example.cz' }).firestore(),
      env().authenticatedContext('fotografka', { admin: true }).firestore(),
    ];
    for (const db of clients) {
      await assertFails(getDoc(doc(db, DAY_PLANS, 'b-1')));
      await assertFails(setDoc(doc(db, DAY_PLANS, 'b-1'), toDayPlanDocument(record, firestoreTime)));
      await assertFails(setDoc(doc(db, DAY_PLANS, 'b-2'), toDayPlanDocument(record, firestoreTime)));
      await assertFails(deleteDoc(doc(db, DAY_PLANS, 'b-1')));
    }
  });
});
