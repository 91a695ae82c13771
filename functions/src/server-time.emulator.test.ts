import 'reflect-metadata';
import type { DocumentSnapshot, Timestamp } from 'firebase-admin/firestore';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { FirebaseAuth } from '../../adapters/firebase/firebase-auth';
import { FirebaseBookingAdmin } from '../../adapters/firebase/firebase-booking-admin';
import { FirebaseHttpBookingSubmission } from '../../adapters/firebase/firebase-http-booking-submission';
import { aBookingInput } from '../../tests/support/booking-mother';
import { cheapSignals, EMULATOR_ALTCHA_KEY } from '../../tests/support/bot-challenge-solver';
import { adminFirestore, clearFirestore, disposeWebApps, emulatorHttp, onEmulators, SEEDED_ADMIN, webStartup } from '../../tests/support/emulator-support';

const person = () => cheapSignals(EMULATOR_ALTCHA_KEY);
const submit = async (weddingDate: string) => {
  const input = aBookingInput({ weddingDate });
  await new FirebaseHttpBookingSubmission(emulatorHttp()).submit(input, await person());
  return input.id;
};
const millis = (value: unknown) => (value as Timestamp).toMillis();
const booking = async (id: string) => (await adminFirestore()).collection('bookings').doc(id).get();
const mailsOf = async (id: string) => (await (await adminFirestore()).collection('mail').where('bookingId', '==', id).get()).docs;

/**
 * The instants a function wrote are the database's commit time: in production a server timestamp equals the
 * document's create/update time; the emulator resolves it in milliseconds a few ms before its own commit stamp.
 */
const COMMIT_SLACK_MS = 1000;
function expectCommitStamped(snapshot: DocumentSnapshot) {
  expect(Math.abs(millis(snapshot.get('createdAt')) - snapshot.createTime!.toMillis())).toBeLessThan(COMMIT_SLACK_MS);
  expect(Math.abs(millis(snapshot.get('updatedAt')) - snapshot.updateTime!.toMillis())).toBeLessThan(COMMIT_SLACK_MS);
}

describe.skipIf(!onEmulators)('times come from the database, not from the function instance (issue 13)', () => {
  beforeEach(clearFirestore);
  afterAll(disposeWebApps);

  it('a request is stored with server timestamps: createdAt/updatedAt are the commit time, mails too, history at the server read time', async () => {
    const id = await submit('2028-06-10');
    const stored = await booking(id);
    expectCommitStamped(stored);
    const [created] = stored.get('history') as Array<{ at: Timestamp }>;
    // The history entry (inside an array, where Firestore has no server timestamp) carries the call's server "now":
    // read at the start of the call, so a little before the commit, never after it.
    expect(millis(created!.at)).toBeLessThanOrEqual(millis(stored.get('createdAt')));
    expect(millis(stored.get('createdAt')) - millis(created!.at)).toBeLessThan(10_000);
    const mails = await mailsOf(id);
    expect(mails).toHaveLength(2);
    // Queued in the same commit: the same server timestamp as the booking's.
    for (const mail of mails) expect(mail.get('createdAt').isEqual(stored.get('createdAt'))).toBe(true);
  });

  it('a status change stamps updatedAt with its commit and appends a later history entry; writers stay ordered', async () => {
    const first = await submit('2028-06-11');
    const second = await submit('2028-06-12');
    const [a, b] = [await booking(first), await booking(second)];
    expect(millis(a.get('createdAt'))).toBeLessThan(millis(b.get('createdAt')));

    const startup = webStartup();
    await new FirebaseAuth(startup).signIn(SEEDED_ADMIN);
    await new FirebaseBookingAdmin(startup).changeStatus(first, 'confirmed');
    const changed = await booking(first);
    expectCommitStamped(changed);
    expect(millis(changed.get('updatedAt'))).toBeGreaterThan(millis(b.get('createdAt')));
    const history = changed.get('history') as Array<{ at: Timestamp }>;
    expect(history).toHaveLength(2);
    expect(millis(history[1]!.at)).toBeGreaterThan(millis(history[0]!.at));
    expect(millis(history[1]!.at)).toBeLessThanOrEqual(millis(changed.get('updatedAt')));
    const statusMail = (await mailsOf(first)).find((mail) => mail.id.includes('-status-'))!;
    expect(statusMail.get('createdAt').isEqual(changed.get('updatedAt'))).toBe(true);
  });
});
