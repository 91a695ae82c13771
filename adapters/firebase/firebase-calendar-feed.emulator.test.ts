import 'reflect-metadata';
import ICAL from 'ical.js';
import { Timestamp } from 'firebase-admin/firestore';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { FirebaseAuth } from './firebase-auth';
import { FirebaseBookingAdmin } from './firebase-booking-admin';
import { FirebaseCalendarFeed } from './firebase-calendar-feed';
import { FirestoreBookingRepository } from './firestore-booking-repository';
import type { Booking } from '../../domain/booking/booking';
import { WEDDING_UID_DOMAIN, weddingsIcs } from '../../domain/booking/exports';
import { formatDateTime } from '../../domain/formatting/czech';
import type { Credentials } from '../../domain/user/user';
import { BOOKINGS, CALENDAR_FEED_SETTINGS, DATE_LOCKS, SETTINGS, toBookingDocument, toLockDocument } from '../../ports/wire/firestore-documents';
import { calendarFeedContract, type FeedResponse } from '../../tests/contracts/calendar-feed.contract';
import { aBooking } from '../../tests/support/booking-mother';
import { adminFirestore, clearFirestore, createAccount, disposeWebApps, EMULATORS, onEmulators, SEEDED_ADMIN, webStartup } from '../../tests/support/emulator-support';

/** One web app (its own session), signed in with `credentials` or not at all. */
async function session(credentials?: Credentials) {
  const startup = webStartup();
  if (credentials) await new FirebaseAuth(startup).signIn(credentials);
  return { feed: new FirebaseCalendarFeed(startup), desk: new FirebaseBookingAdmin(startup), bookings: new FirestoreBookingRepository(startup) };
}

/** What a calendar app gets: a plain HTTP GET, no session. */
async function fetchFeed(url: string, init?: RequestInit): Promise<FeedResponse & { headers: Headers }> {
  const response = await fetch(url, init);
  return { status: response.status, body: await response.text(), headers: response.headers };
}

if (onEmulators) {
  afterAll(disposeWebApps);
  calendarFeedContract('firebase emulators', async () => {
    await clearFirestore();
    const [admin, visitor, anonymous] = await Promise.all([session(SEEDED_ADMIN), createAccount(null).then((a) => session(a)), session()]);
    return { admin: admin.feed, visitor: visitor.feed, anonymous: anonymous.feed, bookings: admin.bookings, desk: admin.desk, fetchFeed };
  });
}

const ts = (iso: string) => Timestamp.fromDate(new Date(iso));

async function seed(bookings: Booking[], blocked: string[]) {
  const db = await adminFirestore();
  const batch = db.batch();
  for (const booking of bookings) batch.set(db.collection(BOOKINGS).doc(booking.id), toBookingDocument(booking, ts));
  for (const date of blocked) batch.set(db.collection(DATE_LOCKS).doc(date), { date, reason: 'blocked' });
  await batch.commit();
}

/** The feed as a calendar app reads it: parsed by ical.js (Mozilla's iCalendar library, as in Thunderbird). */
function parsed(body: string) {
  const calendar = new ICAL.Component(ICAL.parse(body));
  const events = calendar.getAllSubcomponents('vevent').map((component) => new ICAL.Event(component));
  return { calendar, events, byUid: new Map(events.map((e) => [e.uid, e])) };
}

const contact = (coupleNames: string, email: string, phone: string) => ({ coupleNames, email, phone });

describe.skipIf(!onEmulators)('the calendar feed over HTTP (functions emulator)', () => {
  beforeEach(clearFirestore);

  const weddings = {
    confirmed: aBooking({ id: 'feed-confirmed', status: 'confirmed', weddingDate: '2027-06-12', ceremonyTime: '13:30', venue: 'Zámek Liblice', town: 'Liblice', contact: contact('Jana a Petr', 'jana.feed@example.cz', '+420 777 100 200'), message: 'Soukromá zpráva', internalNotes: 'Interní poznámka' }),
    // The night Prague moves its clocks forward: an all-day date must not slide to the 27th or 29th.
    paid: aBooking({ id: 'feed-paid', status: 'deposit-paid', weddingDate: '2027-03-28', contact: contact('Eva a Adam', 'eva.feed@example.cz', '+420 777 300 400') }),
    anonymised: aBooking({ id: 'feed-anon', status: 'completed', weddingDate: '2020-09-05', reservationCode: 'H3WD-9RTA', contact: contact('', '', ''), anonymisedAt: '2026-01-01T00:00:00.000Z' }),
    open: aBooking({ id: 'feed-new', status: 'new', weddingDate: '2027-07-03', contact: contact('Nová Poptávka', 'nova.feed@example.cz', '+420 777 500 600') }),
    declined: aBooking({ id: 'feed-declined', status: 'declined', weddingDate: '2027-07-10' }),
    cancelled: aBooking({ id: 'feed-cancelled', status: 'cancelled', weddingDate: '2027-07-17' }),
  };

  it('serves the agreed weddings and the days off, parseable, with stable UIDs equal to the export, Prague dates, and no contact data', async () => {
    await seed(Object.values(weddings), ['2027-08-01', '2027-10-31']);
    const url = await (await session(SEEDED_ADMIN)).feed.subscriptionUrl();
    const first = await fetchFeed(url);
    expect(first.status).toBe(200);
    expect(first.headers.get('content-type')).toBe('text/calendar; charset=utf-8');
    expect(first.headers.get('cache-control')).toMatch(/^private, max-age=\d+$/);
    expect(Number(/max-age=(\d+)/.exec(first.headers.get('cache-control')!)![1])).toBeLessThanOrEqual(3600);

    const feed = parsed(first.body);
    expect(feed.calendar.getFirstPropertyValue('x-wr-calname')).toBe('Svatby – Tereza Nováková');
    // The agreed weddings (the desk export's one rule, domain/booking/exports.ts: confirmed, deposit paid, completed)
    // and the two days off; no open, declined or cancelled request.
    const untitled = { calendarName: '', summary: () => '', description: () => '' };
    const exported = parsed(weddingsIcs(Object.values(weddings), { now: new Date(), uidDomain: WEDDING_UID_DOMAIN, ...untitled }));
    expect([...feed.byUid.keys()].sort()).toEqual(
      [...exported.byUid.keys(), 'blocked-2027-08-01@terezanovakova-foto.cz', 'blocked-2027-10-31@terezanovakova-foto.cz'].sort(),
    );
    expect([...exported.byUid.keys()].sort()).toEqual(['feed-anon', 'feed-confirmed', 'feed-paid'].map((id) => `${id}@terezanovakova-foto.cz`));

    const second = parsed((await fetchFeed(url)).body);
    expect([...second.byUid.keys()].sort()).toEqual([...feed.byUid.keys()].sort());

    const day = (uid: string) => {
      const event = feed.byUid.get(uid)!;
      return { allDay: event.startDate.isDate, start: event.startDate.toString(), end: event.endDate.toString() };
    };
    expect(day('feed-confirmed@terezanovakova-foto.cz')).toEqual({ allDay: true, start: '2027-06-12', end: '2027-06-13' });
    expect(day('feed-paid@terezanovakova-foto.cz')).toEqual({ allDay: true, start: '2027-03-28', end: '2027-03-29' });
    expect(day('blocked-2027-10-31@terezanovakova-foto.cz')).toEqual({ allDay: true, start: '2027-10-31', end: '2027-11-01' });

    const confirmed = feed.byUid.get('feed-confirmed@terezanovakova-foto.cz')!;
    expect(confirmed.summary).toBe('Svatba: Jana a Petr');
    expect(confirmed.location).toBe('Zámek Liblice, Liblice');
    expect(confirmed.description).toContain('Obřad: 13:30');
    expect(confirmed.description).toContain('Stav: potvrzená');
    expect(feed.byUid.get('feed-paid@terezanovakova-foto.cz')!.description).toContain('Stav: záloha zaplacena');
    expect(feed.byUid.get('feed-anon@terezanovakova-foto.cz')!.summary).toBe('Svatba (anonymizováno, H3WD-9RTA)');

    const unfolded = first.body.replace(/\r\n[ \t]/g, '');
    for (const secret of ['jana.feed@example.cz', 'eva.feed@example.cz', '777 100 200', '777 300 400', 'Soukromá zpráva', 'Interní poznámka', 'Nová Poptávka']) {
      expect(unfolded).not.toContain(secret);
    }
    expect(unfolded).not.toMatch(/[\w.+-]+@example\.cz/);
  });

  it('a cancellation disappears at the next fetch, under the same UID the calendar app keeps', async () => {
    await seed([weddings.confirmed], []);
    const admin = await session(SEEDED_ADMIN);
    const url = await admin.feed.subscriptionUrl();
    expect(parsed((await fetchFeed(url)).body).byUid.has('feed-confirmed@terezanovakova-foto.cz')).toBe(true);
    await admin.desk.changeStatus(weddings.confirmed.id, 'cancelled');
    expect(parsed((await fetchFeed(url)).body).events).toEqual([]);
  });

  it('a request holding its day shows as a tentative event until its hold ends; confirmed, the same UID turns into the wedding', async () => {
    const hour = 60 * 60 * 1000;
    const holding = aBooking({ id: 'feed-held', status: 'new', weddingDate: '2027-09-04', contact: contact('Lenka a Tomáš', 'lenka.feed@example.cz', '+420 777 700 800') });
    const expired = aBooking({ id: 'feed-expired', status: 'new', weddingDate: '2027-09-11' });
    const declined = aBooking({ id: 'feed-held-declined', status: 'declined', weddingDate: '2027-09-18' });
    await seed([holding, expired, declined], []);
    const db = await adminFirestore();
    const until = new Date(Date.now() + 48 * hour).toISOString();
    for (const [booking, expiresAt] of [[holding, until], [expired, new Date(Date.now() - hour).toISOString()], [declined, until]] as const) {
      await db.collection(DATE_LOCKS).doc(booking.weddingDate).set(toLockDocument({ date: booking.weddingDate, reason: 'held', bookingId: booking.id, expiresAt }, ts));
    }
    const admin = await session(SEEDED_ADMIN);
    const url = await admin.feed.subscriptionUrl();

    const feed = parsed((await fetchFeed(url)).body);
    expect([...feed.byUid.keys()]).toEqual(['feed-held@terezanovakova-foto.cz']);
    const pencilled = feed.byUid.get('feed-held@terezanovakova-foto.cz')!;
    expect(pencilled.summary).toBe('Předběžně drženo: Lenka a Tomáš');
    expect(pencilled.component.getFirstPropertyValue('status')).toBe('TENTATIVE');
    expect(pencilled.description).toContain(`Poptávka drží termín do ${formatDateTime(until)}`);
    expect({ start: pencilled.startDate.toString(), allDay: pencilled.startDate.isDate }).toEqual({ start: '2027-09-04', allDay: true });

    await admin.desk.changeStatus(holding.id, 'confirmed');
    const after = parsed((await fetchFeed(url)).body).byUid.get('feed-held@terezanovakova-foto.cz')!;
    expect(after.summary).toBe('Svatba: Lenka a Tomáš');
    expect(after.component.getFirstPropertyValue('status')).toBe('CONFIRMED');
  });

  it('answers 404 for a rotated, a wrong and a missing token, and before any address was created', async () => {
    const base = `http://${EMULATORS.functions}/${EMULATORS.projectId}/${EMULATORS.region}/calendarFeed`;
    const guess = `${base}/${'A'.repeat(43)}.ics`;
    expect((await fetchFeed(guess)).status).toBe(404);
    const admin = await session(SEEDED_ADMIN);
    const old = await admin.feed.subscriptionUrl();
    expect(old.startsWith(`${base}/`)).toBe(true);
    const rotated = await admin.feed.rotate();
    for (const url of [old, guess, base, `${base}/`, `${base}/neplatny.ics`]) {
      const answer = await fetchFeed(url);
      expect(answer.status, url).toBe(404);
      expect(answer.headers.get('cache-control'), url).toBe('no-store');
      expect(answer.body).not.toContain('BEGIN:VCALENDAR');
    }
    expect((await fetchFeed(rotated)).status).toBe(200);
    expect((await fetchFeed(rotated, { method: 'POST' })).status).toBe(405);
  });

  it('keeps the token in a server-only document and creates it once for parallel first calls', async () => {
    const [a, b] = await Promise.all([session(SEEDED_ADMIN), session(SEEDED_ADMIN)]);
    const [first, second] = await Promise.all([a.feed.subscriptionUrl(), b.feed.subscriptionUrl()]);
    expect(first).toBe(second);
    const stored = (await (await adminFirestore()).collection(SETTINGS).doc(CALENDAR_FEED_SETTINGS).get()).data()!;
    expect(first.endsWith(`/${String(stored.token)}.ics`)).toBe(true);
    expect(stored.rotatedAt).toBeInstanceOf(Timestamp);
  });
});
