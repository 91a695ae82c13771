import 'reflect-metadata';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FirebaseAuth } from '../../adapters/firebase/firebase-auth';
import { FirebaseBookingAdmin } from '../../adapters/firebase/firebase-booking-admin';
import { addDays, pragueDate } from '../../domain/booking/calendar';
import { BOOKINGS, MAIL, SENT_ONCE, threadPath } from '../../ports/wire/firestore-documents';
import { db } from '../../tests/support/admin-firestore';
import { runRetention } from './scheduled-runs';
import { RETENTION_PERIODS } from '../../domain/privacy/retention';
import { NO_GALLERIES } from '../../tests/support/no-galleries';
import { aManualBookingInput } from '../../tests/support/manual-booking-mother';
import { clearFirestore, disposeWebApps, onEmulators, SEEDED_ADMIN, webStartup } from '../../tests/support/emulator-support';
import { rawCall } from '../../tests/support/raw-callable';
import { confirmedSession, requirePortalStrapi } from '../../tests/support/portal-strapi';

const unique = Date.now().toString(36);
/** Every contact detail the booking below ever holds, as the desk and the form store them. */
const EVER = {
  emails: [`jana-${unique}@example.cz`, `jana.dvorakova-${unique}@example.cz`, `svobodovi-${unique}@example.cz`],
  phones: ['+420777123456', '+420602111222', '+420731999888'],
  names: ['Jana Nováková a Petr Novák', 'Jana Dvořáková a Petr Dvořák', 'Jana a Petr Svobodovi'],
  venues: ['Zámek Liblice', 'Statek Vysočina'],
  towns: ['Liblice', 'Nové Město na Moravě'],
};
const DAY_MS = 86_400_000;

/** The couple's portal callable, with the session a real Strapi issued for that e-mail. */
async function sendMessage(session: string, bookingId: string, text: string) {
  const body = await rawCall('sendBookingMessage', { session, bookingId, text });
  expect(body.error).toBeUndefined();
}

/** The booking's document, its thread, every outbox mail and every once-only marker, as one text to search. */
async function everythingStoredAbout(bookingId: string): Promise<string> {
  const store = db();
  const [booking, thread, mails, markers] = await Promise.all([
    store.collection(BOOKINGS).doc(bookingId).get(),
    store.collection(threadPath(bookingId)).get(),
    store.collection(MAIL).get(),
    store.collection(SENT_ONCE).get(),
  ]);
  return JSON.stringify([booking.data(), ...[thread, mails, markers].flatMap((snapshot) => snapshot.docs.map((doc) => [doc.id, doc.data()]))]).toLowerCase();
}

/**
 * Issue 19: an anonymised booking listed old and new e-mails and phones in its history. Here a request lives a real
 * life — entered at the desk, corrected twice, moved, written to from the portal under two e-mails, declined — through
 * the deployed callables on the emulators (the portal's sessions from the real test Strapi); then the retention run
 * anonymises it, and nothing stored about it may hold any of the values it ever had.
 */
describe.skipIf(!onEmulators)('an anonymised booking keeps none of the contact details it ever had (emulators + Strapi)', () => {
  let admin: FirebaseBookingAdmin;
  let sessions: string[];

  beforeAll(async () => {
    requirePortalStrapi();
    await clearFirestore();
    const startup = webStartup();
    await new FirebaseAuth(startup).signIn(SEEDED_ADMIN);
    admin = new FirebaseBookingAdmin(startup);
    sessions = [(await confirmedSession(EVER.emails[0]!)).jwt, (await confirmedSession(EVER.emails[1]!)).jwt];
  }, 120_000);
  afterAll(async () => {
    await disposeWebApps();
    await clearFirestore();
  });

  it('scrubs every e-mail, phone, name, venue and town from the booking, its history, its thread and its mails', async () => {
    const today = pragueDate(new Date());
    const booking = await admin.createBooking(
      aManualBookingInput({
        status: 'new',
        partner1: 'Jana Nováková',
        partner2: 'Petr Novák',
        email: EVER.emails[0]!,
        phone: EVER.phones[0]!,
        venue: EVER.venues[0]!,
        town: EVER.towns[0]!,
        weddingDate: addDays(today, 200),
      }),
    );
    await admin.changeStatus(booking.id, 'confirmed');
    await sendMessage(sessions[0]!, booking.id, `Obřad ve 14:00, volejte na ${EVER.phones[0]}.`);
    await admin.editBooking(booking.id, { coupleNames: EVER.names[1]!, email: EVER.emails[1]!, phone: EVER.phones[1]! });
    await sendMessage(sessions[1]!, booking.id, 'Děkujeme za opravu e-mailu.');
    await admin.moveBooking(booking.id, addDays(today, 207));
    await admin.editBooking(booking.id, { coupleNames: EVER.names[2]!, email: EVER.emails[2]!, phone: EVER.phones[2]!, venue: EVER.venues[1]!, town: EVER.towns[1]! });
    await admin.changeStatus(booking.id, 'cancelled', 'Jana Svobodová volala, svatba nebude.');

    // The test can fail: before the run, every value is stored somewhere (history, thread or mails).
    const before = await everythingStoredAbout(booking.id);
    for (const value of Object.values(EVER).flat()) expect(before, value).toContain(value.toLowerCase());

    const report = await runRetention(db(), new Date(Date.now() + 91 * DAY_MS), RETENTION_PERIODS, NO_GALLERIES);
    expect(report.anonymised).toEqual([booking.id]);

    const after = await everythingStoredAbout(booking.id);
    for (const value of Object.values(EVER).flat()) expect(after, value).not.toContain(value.toLowerCase());
    expect((await db().collection(threadPath(booking.id)).get()).size).toBe(0);
    const history = (await db().collection(BOOKINGS).doc(booking.id).get()).get('history') as Array<{ event?: string }>;
    expect(history.map((entry) => entry.event ?? 'status')).toEqual(['created', 'status', 'message', 'edit', 'message', 'move', 'edit', 'status']);
  });
});
