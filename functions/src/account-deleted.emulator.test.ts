import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Booking } from '../../domain/booking/booking';
import { bookingMailId } from '../../domain/booking/booking-mail';
import { BOOKINGS, DATE_LOCKS, MAIL, SENT_ONCE, threadPath, toBookingDocument, toMessageDocument } from '../../ports/wire/firestore-documents';
import { db, toTimestamp } from '../../tests/support/admin-firestore';
import { aBooking } from '../../tests/support/booking-mother';
import { clearFirestore, EMULATORS, onEmulators } from '../../tests/support/emulator-support';
import { confirmedSession, PORTAL_STRAPI, requirePortalStrapi, signIn } from '../../tests/support/portal-strapi';
import { DEV_ACCOUNT_ERASURE_SECRET } from './config';

const HOOK = `http://${EMULATORS.functions}/${EMULATORS.projectId}/${EMULATORS.region}/accountDeleted`;
// The launcher gives the emulated functions this value (scripts/dev/emulators/account-erasure-secret.test.ts holds the two together).
const SECRET = DEV_ACCOUNT_ERASURE_SECRET;
const ADMIN = { email: 'spravce-uctu@example.cz', password: 'Spravce-Heslo-2027', firstname: 'Tereza', lastname: 'Nováková' };

const hook = (init: { method?: string; authorization?: string; body?: unknown }) =>
  fetch(HOOK, {
    method: init.method ?? 'POST',
    headers: { 'Content-Type': 'application/json', ...(init.authorization ? { Authorization: init.authorization } : {}) },
    ...(init.body === undefined ? {} : { body: JSON.stringify(init.body) }),
  });

/** The Strapi admin panel's session: the first super admin registered on this throw-away Strapi, or signed in again. */
async function adminToken(): Promise<string> {
  const post = (path: string, body: unknown) =>
    fetch(`${PORTAL_STRAPI.url}${path}`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) });
  const registered = await post('/admin/register-admin', ADMIN);
  const response = registered.ok ? registered : await post('/admin/login', { email: ADMIN.email, password: ADMIN.password });
  if (!response.ok) throw new Error(`no admin session: ${response.status} ${await response.text()}`);
  return ((await response.json()) as { data: { token: string } }).data.token;
}

/** Deletes a visitor account as the photographer does in the admin panel (Content Manager → User → Delete). */
async function deleteInAdminPanel(jwt: string): Promise<Response> {
  const me = (await (await fetch(`${PORTAL_STRAPI.url}/api/users/me`, { headers: { Authorization: `Bearer ${jwt}` } })).json()) as { documentId: string };
  return fetch(`${PORTAL_STRAPI.url}/content-manager/collection-types/plugin::users-permissions.user/${me.documentId}`, {
    method: 'DELETE',
    headers: { Authorization: `Bearer ${await adminToken()}` },
  });
}

async function snapshot() {
  const all: Record<string, unknown> = {};
  for (const name of [BOOKINGS, DATE_LOCKS, MAIL, SENT_ONCE]) for (const doc of (await db().collection(name).get()).docs) all[`${name}/${doc.id}`] = doc.data();
  return all;
}
const exists = async (path: string) => (await db().doc(path).get()).exists;
const contact = (email: string) => ({ coupleNames: 'Jana a Petr', email, phone: '+420777123456' });

async function put(booking: Booking, lock?: 'booked' | 'held') {
  await db().collection(BOOKINGS).doc(booking.id).set(toBookingDocument(booking, toTimestamp));
  await db().collection(MAIL).doc(bookingMailId.requestReceived(booking.id)).set({ to: booking.contact.email, bookingId: booking.id, message: { subject: 'x', text: 'x', html: 'x' }, createdAt: toTimestamp(booking.createdAt) });
  if (lock) await db().collection(DATE_LOCKS).doc(booking.weddingDate).set({ date: booking.weddingDate, reason: lock, bookingId: booking.id });
}

/**
 * An account deleted in Strapi by any path reaches Firebase through one use case: Strapi's users lifecycle reports
 * the e-mail to the accountDeleted hook (shared secret) before the account goes, and the functions erase or flag its
 * data as "Smazat účet" does. Real Strapi (the emulator launcher's, configured with the hook) and the emulators.
 */
describe.skipIf(!onEmulators)('a Strapi account deleted by any path erases its Firebase data (emulators + Strapi)', () => {
  beforeAll(requirePortalStrapi);
  beforeEach(clearFirestore);
  afterAll(clearFirestore);

  it('the hook answers only Strapi: no secret or another one is 401, another method 405, and nothing changes', async () => {
    const email = `hook-${randomBytes(3).toString('hex')}@example.cz`;
    await put(aBooking({ status: 'new', contact: contact(email) }));
    const before = await snapshot();
    expect((await hook({ body: { email } })).status).toBe(401);
    expect((await hook({ authorization: 'Bearer nejake-jine-tajemstvi', body: { email } })).status).toBe(401);
    expect((await hook({ authorization: SECRET, body: { email } })).status).toBe(401);
    expect((await hook({ method: 'GET', authorization: `Bearer ${SECRET}` })).status).toBe(405);
    const notAnEmail = await hook({ authorization: `Bearer ${SECRET}`, body: { email: 'ne-e-mail' } });
    expect([notAnEmail.status, await notAnEmail.json()]).toEqual([400, { error: 'email/invalid', fields: { email: 'email/invalid' } }]);
    expect(await snapshot()).toEqual(before);
  });

  it('deleting the account in the Strapi admin erases its requests and thread, keeps and flags its wedding, then the account goes', async () => {
    const email = `smazany-${randomBytes(3).toString('hex')}@example.cz`;
    const { jwt } = await confirmedSession(email);
    const request = aBooking({ status: 'new', weddingDate: '2027-08-07', contact: contact(email) });
    const wedding = aBooking({ status: 'confirmed', weddingDate: '2027-09-04', reservationCode: 'SVAT-BA27', contact: contact(email) });
    const someoneElse = aBooking({ status: 'new', weddingDate: '2027-08-14', contact: contact('eva-jina@example.cz') });
    const message = { at: '2026-12-01T10:00:00.000Z', by: email, from: 'new', to: 'new', event: 'message' } as const;
    await put({ ...request, history: [...request.history, message] }, 'held');
    await db().collection(threadPath(request.id)).doc(`${request.id}-m1`).set(toMessageDocument({ id: `${request.id}-m1`, at: message.at, author: 'couple', text: 'Ahoj' }, toTimestamp));
    await put(wedding, 'booked');
    await put(someoneElse);

    const deleted = await deleteInAdminPanel(jwt);
    expect(deleted.status, await deleted.clone().text()).toBe(200);

    expect(await exists(`${BOOKINGS}/${request.id}`)).toBe(false);
    expect(await exists(`${DATE_LOCKS}/2027-08-07`)).toBe(false);
    expect(await exists(`${threadPath(request.id)}/${request.id}-m1`)).toBe(false);
    expect((await db().collection(BOOKINGS).doc(wedding.id).get()).get('erasureRequestedAt')?.toDate()).toBeInstanceOf(Date);
    expect(await exists(`${DATE_LOCKS}/2027-09-04`)).toBe(true);
    for (const booking of [request, wedding]) expect(await exists(`${MAIL}/${bookingMailId.requestReceived(booking.id)}`)).toBe(false);
    expect(await exists(`${BOOKINGS}/${someoneElse.id}`)).toBe(true);
    expect(await exists(`${MAIL}/${bookingMailId.requestReceived(someoneElse.id)}`)).toBe(true);
    const notices = (await db().collection(MAIL).get()).docs.filter((doc) => doc.id.startsWith('erasure-request-'));
    expect(notices.map((doc) => doc.get('message.text') as string)).toEqual([expect.stringContaining('účet snoubenců byl smazán ve správě účtů (Strapi)')]);
    expect(notices[0]!.get('message.text')).toContain('SVAT-BA27');

    // The account is gone too: the session and the password stop working.
    expect((await fetch(`${PORTAL_STRAPI.url}/api/users/me`, { headers: { Authorization: `Bearer ${jwt}` } })).status).toBe(401);
    await expect(signIn(email)).rejects.toThrow(/sign-in failed: 400/);
  });
});
