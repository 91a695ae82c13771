import type { Booking, BookingFieldChange, BookingHistoryEntry } from '../booking/booking';
import { EDIT_HISTORY_FIELD } from '../booking/booking-edit';
import { BILLING_HISTORY_FIELD } from '../documents/billing-details';
import { normalisedEmail } from '../user/user';

/** Who acted, in an anonymised history, where one of the couple's e-mails stood. */
export const COUPLE_ACTOR = 'snoubenci';

/**
 * The history's fields whose old and new values name or reach the couple (the desk's corrections record them,
 * domain/booking/booking-edit.ts). Anonymising keeps that such a field changed, and when, never the values.
 */
export const PERSONAL_HISTORY_FIELDS: readonly string[] = [
  EDIT_HISTORY_FIELD.coupleNames,
  EDIT_HISTORY_FIELD.email,
  EDIT_HISTORY_FIELD.phone,
  EDIT_HISTORY_FIELD.venue,
  EDIT_HISTORY_FIELD.town,
  BILLING_HISTORY_FIELD,
];

/**
 * Every e-mail the booking has had: the current one and each one a correction replaced or set. The couple's own
 * steps (a message, a withdrawal) record the e-mail they had then as who acted, so each of them must go.
 */
export function coupleEmailsOf(booking: Pick<Booking, 'contact' | 'history'>): Set<string> {
  const emails = new Set([normalisedEmail(booking.contact.email)]);
  for (const change of booking.history.flatMap((entry) => entry.changes ?? [])) {
    if (change.field !== EDIT_HISTORY_FIELD.email) continue;
    for (const value of [change.from, change.to]) if (typeof value === 'string') emails.add(normalisedEmail(value));
  }
  emails.delete('');
  return emails;
}

const scrubbed = (change: BookingFieldChange): BookingFieldChange =>
  PERSONAL_HISTORY_FIELDS.includes(change.field) ? { field: change.field, from: null, to: null } : change;

function anonymisedEntry({ note: _note, ...entry }: BookingHistoryEntry, coupleEmails: Set<string>): BookingHistoryEntry {
  return {
    ...entry,
    ...(coupleEmails.has(normalisedEmail(entry.by)) ? { by: COUPLE_ACTOR } : {}),
    ...(entry.changes ? { changes: entry.changes.map(scrubbed) } : {}),
  };
}

/**
 * The booking without anything that identifies the couple: names, e-mail and phone become empty (the stored shape
 * keeps its fields); message, venue, town, source, internal notes and billing details go; the history keeps
 * what changed and when, but no notes, no old or new names, e-mails, phones, venues or towns of a correction, and
 * none of the couple's e-mails as who acted. What remains — date, status, package, extras, guests, the history's
 * statuses and who on the desk changed them — serves statistics. `updatedAt` is kept: it still says when the request
 * last changed. The portal thread (both ways) is stored apart from the booking: the caller deletes it (threadIdsOf)
 * with the mails; its read markers go with it, so no deleted message is left "unread".
 */
export function anonymiseBooking(booking: Booking, at: string): Booking {
  const { message: _m, venue: _v, town: _t, source: _s, internalNotes: _n, billing: _b, ...rest } = booking;
  const { coupleWroteAt: _cw, coupleReadAt: _cr, photographerWroteAt: _pw, photographerReadAt: _pr, ...kept } = rest;
  const coupleEmails = coupleEmailsOf(booking);
  return {
    ...kept,
    contact: { coupleNames: '', email: '', phone: '' },
    history: booking.history.map((entry) => anonymisedEntry(entry, coupleEmails)),
    anonymisedAt: at,
  };
}
