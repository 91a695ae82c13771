import { describe, expect, it } from 'vitest';
import { aBooking } from '../../tests/support/booking-mother';
import type { Booking } from '../booking/booking';
import { editBooking } from '../booking/booking-edit';
import { appendCoupleMessage, appendPhotographerReply } from '../booking/booking-message';
import { hasUnreadMessages, MESSAGE_MARKS } from '../booking/message-marks';
import { moveBooking } from '../booking/booking-move';
import { changeStatusAtDesk, withdrawBooking } from '../booking/booking-status';
import { anonymiseBooking, COUPLE_ACTOR, coupleEmailsOf } from './anonymise';

const NOW = new Date('2027-03-01T12:00:00.000Z');
const DESK = 'fotograf@example.cz';

/** Every personal value the booking below ever held, in the forms the desk typed them. */
const EVER_STORED = {
  names: ['Jana Nováková a Petr Novák', 'Jana a Petr Dvořákovi', 'Jana a Petr Svobodovi'],
  emails: ['jana.novakova@example.cz', 'jana.dvorakova@example.cz', 'svobodovi@example.cz'],
  phones: ['+420777123456', '+420602111222', '+420731999888'],
  venues: ['Zámek Liblice', 'Statek Vysočina'],
  towns: ['Liblice', 'Nové Město na Moravě'],
};

/** A request as life makes one: corrected twice at the desk, moved, written to from the portal, then declined. */
function aBookingWithAPast(): Booking {
  let booking = aBooking({
    status: 'new',
    weddingDate: '2027-06-12',
    contact: { coupleNames: EVER_STORED.names[0]!, email: EVER_STORED.emails[0]!, phone: EVER_STORED.phones[0]! },
    venue: EVER_STORED.venues[0],
    town: EVER_STORED.towns[0],
    message: 'Těšíme se!',
    kind: 'full',
    packageSlug: 'cely-den',
  });
  const at = (day: number) => `2026-11-${String(day).padStart(2, '0')}T10:00:00.000Z`;
  booking = appendCoupleMessage(booking, [], { text: 'Obřad ve 14:00, volejte na +420777123456', by: EVER_STORED.emails[0]!, at: at(2) }).booking;
  booking = editBooking(booking, { coupleNames: EVER_STORED.names[1], email: EVER_STORED.emails[1], phone: EVER_STORED.phones[1] }, DESK, at(3));
  booking = appendCoupleMessage(booking, [], { text: 'Děkujeme za opravu.', by: EVER_STORED.emails[1]!, at: at(4) }).booking;
  booking = appendPhotographerReply(booking, [], { text: 'Rádo se stalo.', by: DESK, at: at(4) }).booking;
  booking = moveBooking(booking, { newDate: '2027-06-19', by: DESK, at: at(5), now: new Date(at(5)) }, { from: null, to: null })!.after;
  booking = editBooking(
    booking,
    { coupleNames: EVER_STORED.names[2], email: EVER_STORED.emails[2], phone: EVER_STORED.phones[2], venue: EVER_STORED.venues[1], town: EVER_STORED.towns[1] },
    DESK,
    at(6),
  );
  return changeStatusAtDesk(booking, { to: 'declined', by: DESK, at: at(7), note: 'Jana Svobodová volala, termín nesedí' });
}

describe('anonymiseBooking', () => {
  it('leaves nothing of any e-mail, phone, name, venue or town the booking ever held, history included', () => {
    const booking = aBookingWithAPast();
    const stored = JSON.stringify(booking);
    for (const value of Object.values(EVER_STORED).flat()) expect(stored, `the test's booking holds ${value}`).toContain(value);

    const after = JSON.stringify(anonymiseBooking(booking, NOW.toISOString())).toLowerCase();
    for (const value of Object.values(EVER_STORED).flat()) expect(after, value).not.toContain(value.toLowerCase());
    expect(after).not.toMatch(/jana|petr|svobod|dvořák|novák/);
  });

  it('keeps what changed and when for statistics: statuses, the move, the desk as who acted, the fields without values', () => {
    const after = anonymiseBooking(aBookingWithAPast(), NOW.toISOString());
    expect(after.history.map((entry) => [entry.event ?? 'status', entry.by, entry.to])).toEqual([
      ['status', 'public', 'new'],
      ['message', COUPLE_ACTOR, 'new'],
      ['edit', DESK, 'new'],
      ['message', COUPLE_ACTOR, 'new'],
      ['message', DESK, 'new'],
      ['move', DESK, 'new'],
      ['edit', DESK, 'new'],
      ['status', DESK, 'declined'],
    ]);
    expect(after.history[2]!.changes).toEqual([
      { field: 'contact.coupleNames', from: null, to: null },
      { field: 'contact.email', from: null, to: null },
      { field: 'contact.phone', from: null, to: null },
    ]);
    expect(after.history[5]!.changes).toEqual([{ field: 'weddingDate', from: '2027-06-12', to: '2027-06-19' }]);
    expect(after.history.some((entry) => 'note' in entry)).toBe(false);
  });

  it('drops the thread\'s read markers with the thread (deleted by the caller): nothing is left "unread"', () => {
    const booking = aBookingWithAPast();
    expect(booking.coupleWroteAt).toBeDefined();
    const after = anonymiseBooking(booking, NOW.toISOString());
    for (const field of MESSAGE_MARKS) expect(after, field).not.toHaveProperty(field);
    expect(hasUnreadMessages(after, 'couple') || hasUnreadMessages(after, 'photographer')).toBe(false);
  });

  it('finds every e-mail the booking has had, normalised', () => {
    expect([...coupleEmailsOf(aBookingWithAPast())].sort()).toEqual([...EVER_STORED.emails].sort());
  });

  it('keeps the statistics and removes everything that identifies the couple', () => {
    const booking = aBooking({
      status: 'declined',
      venue: 'Zámek Liblice',
      town: 'Liblice',
      message: 'Ahoj',
      source: 'Instagram',
      internalNotes: 'volala mamka',
      packageSlug: 'cely-den',
      extras: ['album'],
      guests: 80,
      history: [
        { at: '2026-11-01T10:00:00.000Z', by: 'public', from: null, to: 'new' },
        { at: '2026-11-02T10:00:00.000Z', by: DESK, from: 'new', to: 'declined', note: 'Jana má jiný termín' },
      ],
    });
    const after = anonymiseBooking(booking, NOW.toISOString());
    expect(after.contact).toEqual({ coupleNames: '', email: '', phone: '' });
    for (const field of ['venue', 'town', 'message', 'source', 'internalNotes'] as const) expect(after).not.toHaveProperty(field);
    expect(after).toMatchObject({ status: 'declined', weddingDate: booking.weddingDate, packageSlug: 'cely-den', extras: ['album'], guests: 80 });
    expect(after.history).toEqual([
      { at: '2026-11-01T10:00:00.000Z', by: 'public', from: null, to: 'new' },
      { at: '2026-11-02T10:00:00.000Z', by: DESK, from: 'new', to: 'declined' },
    ]);
    expect(after.anonymisedAt).toBe(NOW.toISOString());
    expect(after.updatedAt).toBe(booking.updatedAt);
  });

  it("replaces the couple's e-mail where it stood as who acted, in any case", () => {
    const booking = aBooking({ status: 'new', contact: { coupleNames: 'Jana a Petr', email: 'Jana@Example.cz', phone: '+420777123456' } });
    const withdrawn = withdrawBooking(booking, 'jana@example.cz', '2026-11-03T10:00:00.000Z');
    const after = anonymiseBooking(withdrawn, NOW.toISOString());
    expect(after.history.map((entry) => entry.by)).toEqual(['public', COUPLE_ACTOR]);
    expect(JSON.stringify(after)).not.toMatch(/jana@/i);
  });
});
