import { describe, expect, it } from 'vitest';
import { aBooking } from '../../tests/support/booking-mother';
import { parseIcs } from '../../tests/support/ics';
import {
  calendarFeedIcs,
  heldRequests,
  calendarFeedTokenOf,
  calendarFeedUrl,
  isCalendarFeedToken,
  newCalendarFeedToken,
  sameCalendarFeedToken,
} from './calendar-feed';
import { weddingsIcs } from './exports';

const bytes = (fill: number) => () => new Uint8Array(32).fill(fill);
const now = new Date('2027-01-02T03:04:05Z');

describe('calendar feed token and address', () => {
  it('encodes 32 random bytes as 43 URL-safe characters, and refuses fewer bytes', () => {
    const token = newCalendarFeedToken(bytes(0xfb));
    expect(token).toHaveLength(43);
    expect(token).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(isCalendarFeedToken(token)).toBe(true);
    expect(() => newCalendarFeedToken(() => new Uint8Array(16))).toThrow();
  });

  it('reads the token from the last segment, `{token}.ics` or `{token}` (a Hosting rewrite keeps its prefix), and nothing else', () => {
    const token = newCalendarFeedToken(bytes(7));
    expect(calendarFeedTokenOf(`/${token}.ics`)).toBe(token);
    expect(calendarFeedTokenOf(`/${token}`)).toBe(token);
    expect(calendarFeedTokenOf(`/kalendar-odber/${token}.ics`)).toBe(token);
    expect(calendarFeedUrl('https://x.example/feed/', token)).toBe(`https://x.example/feed/${token}.ics`);
    for (const path of ['/', '/kratky.ics', `/${token}/x`, `/${token}.ics.ics`, `${token}.ics`]) expect(calendarFeedTokenOf(path)).toBeNull();
  });

  it('compares tokens exactly', () => {
    const token = newCalendarFeedToken(bytes(1));
    expect(sameCalendarFeedToken(token, token)).toBe(true);
    expect(sameCalendarFeedToken(token, `${token.slice(0, -1)}x`)).toBe(false);
    expect(sameCalendarFeedToken(token, token.slice(0, -1))).toBe(false);
    expect(sameCalendarFeedToken(token, '')).toBe(false);
  });
});

describe('the feed iCalendar', () => {
  const live = aBooking({
    id: 'b-live',
    status: 'confirmed',
    weddingDate: '2027-06-12',
    ceremonyTime: '13:30',
    venue: 'Zámek Liblice',
    town: 'Liblice',
    contact: { coupleNames: 'Jana a Petr', email: 'jana@example.cz', phone: '+420 777 123 456' },
    message: 'Tajná zpráva',
    internalNotes: 'Interní poznámka',
  });

  it('is the export with the same UIDs and dates, plus the days off and refresh hints, in Czech', () => {
    const feed = parseIcs(calendarFeedIcs({ weddings: [live, aBooking({ status: 'new' })], blockedDays: ['2027-07-04', '2027-07-03'], now, siteUrl: 'https://www.terezanovakova-foto.cz' }));
    const exported = parseIcs(weddingsIcs([live], { now, uidDomain: 'terezanovakova-foto.cz', calendarName: 'x', summary: () => 'x', description: () => 'x' }));
    expect(feed.calendar['X-WR-CALNAME']?.value).toBe('Svatby – Tereza Nováková');
    expect(feed.calendar['REFRESH-INTERVAL']).toEqual({ params: { VALUE: 'DURATION' }, value: 'PT60M' });
    expect(feed.calendar['X-WR-TIMEZONE']?.value).toBe('Europe/Prague');
    const [wedding, ...days] = feed.events;
    expect(wedding!.UID).toEqual(exported.events[0]!.UID);
    expect(wedding!.DTSTART).toEqual(exported.events[0]!.DTSTART);
    expect(wedding!.SUMMARY?.value).toBe('Svatba: Jana a Petr');
    expect(wedding!.LOCATION?.value).toBe('Zámek Liblice\\, Liblice');
    expect(wedding!.DESCRIPTION?.value).toBe('Obřad: 13:30\\nStav: potvrzená\\nRezervace v administraci: https://www.terezanovakova-foto.cz/admin/bookings/b-live');
    expect(wedding!.URL?.value).toBe('https://www.terezanovakova-foto.cz/admin/bookings/b-live');
    expect(days.map((d) => [d.UID?.value, d.DTSTART?.value, d.DTEND?.value, d.SUMMARY?.value])).toEqual([
      ['blocked-2027-07-03@terezanovakova-foto.cz', '20270703', '20270704', 'Blokovaný den (volno)'],
      ['blocked-2027-07-04@terezanovakova-foto.cz', '20270704', '20270705', 'Blokovaný den (volno)'],
    ]);
  });

  it('carries no e-mail, phone, message or internal notes', () => {
    const text = calendarFeedIcs({ weddings: [live], blockedDays: [], now, siteUrl: 'https://www.terezanovakova-foto.cz' }).replace(/\r\n /g, '');
    for (const secret of ['jana@example.cz', '777 123 456', 'Tajná zpráva', 'Interní poznámka', 'E-mail', 'Telefon']) expect(text).not.toContain(secret);
  });

  it('shows a request holding its day as a TENTATIVE event under its own UID, with the end of the hold', () => {
    const held = aBooking({ id: 'b-held', status: 'new', weddingDate: '2027-09-04', contact: { coupleNames: 'Lenka a Tomáš', email: 'lenka@example.cz', phone: '+420 777 700 800' } });
    const feed = parseIcs(calendarFeedIcs({ weddings: [live], blockedDays: [], held: [{ booking: held, until: '2027-01-05T11:00:00.000Z' }, { booking: { ...held, id: 'b-open' } }], now, siteUrl: 'https://www.terezanovakova-foto.cz' }));
    expect(feed.events.map((e) => [e.UID?.value, e.STATUS?.value, e.SUMMARY?.value])).toEqual([
      ['b-live@terezanovakova-foto.cz', 'CONFIRMED', 'Svatba: Jana a Petr'],
      ['b-held@terezanovakova-foto.cz', 'TENTATIVE', 'Předběžně drženo: Lenka a Tomáš'],
      ['b-open@terezanovakova-foto.cz', 'TENTATIVE', 'Předběžně drženo: Lenka a Tomáš'],
    ]);
    expect(feed.events[1]!.DESCRIPTION?.value).toBe('Poptávka drží termín do 5. ledna 2027 v 12:00\\nRezervace v administraci: https://www.terezanovakova-foto.cz/admin/bookings/b-held');
    expect(feed.events[2]!.DESCRIPTION?.value).toContain('Poptávka drží termín do potvrzení nebo odmítnutí');
    expect(calendarFeedIcs({ weddings: [], blockedDays: [], held: [{ booking: held }], now, siteUrl: 'https://x.cz' })).not.toContain('lenka@example.cz');
  });
});

describe('the requests that hold a day', () => {
  const at = new Date('2027-01-02T12:00:00Z');
  const request = aBooking({ id: 'r1', status: 'new', weddingDate: '2027-09-04' });
  const lock = { date: '2027-09-04', reason: 'held' as const, bookingId: 'r1', expiresAt: '2027-01-03T12:00:00.000Z' };

  it('keeps a live hold of a request still asking for that day, with its end', () => {
    expect(heldRequests([{ lock, booking: request }], at)).toEqual([{ booking: request, until: lock.expiresAt }]);
    expect(heldRequests([{ lock: { ...lock, expiresAt: undefined }, booking: request }], at)).toEqual([{ booking: request }]);
  });

  it('drops an expired hold, a vanished or answered request, and a request that moved to another day', () => {
    expect(heldRequests([{ lock, booking: request }], new Date('2027-01-03T12:00:01Z'))).toEqual([]);
    expect(heldRequests([{ lock, booking: null }], at)).toEqual([]);
    expect(heldRequests([{ lock, booking: { ...request, status: 'declined' } }], at)).toEqual([]);
    expect(heldRequests([{ lock, booking: { ...request, weddingDate: '2027-09-11' } }], at)).toEqual([]);
    expect(heldRequests([{ lock: { ...lock, bookingId: 'r2' }, booking: request }], at)).toEqual([]);
  });
});
