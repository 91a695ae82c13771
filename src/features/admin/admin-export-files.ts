import type { Booking } from '../../../domain/booking/booking';
import { bookingsCsv, CALENDAR_STATUSES, czechShortDate, excelDateTime, WEDDING_UID_DOMAIN, weddingsIcs, type CsvColumn } from '../../../domain/booking/exports';
import { priceNames, type PriceNames } from '../../../domain/content/price-package';
import { formatDate } from '../../../domain/formatting/czech';
import { csAdmin } from '../../texts/cs-admin';
import { coupleLabel, personalField } from './anonymised';

const c = csAdmin.exports.columns;

const columns = (names: PriceNames): CsvColumn[] => [
  { header: c.weddingDate, value: (b) => czechShortDate(b.weddingDate) },
  { header: c.ceremonyTime, value: (b) => b.ceremonyTime },
  { header: c.couple, value: (b) => coupleLabel(b) },
  { header: c.email, value: (b) => personalField(b, b.contact.email) },
  { header: c.phone, value: (b) => personalField(b, b.contact.phone), kind: 'phone' },
  { header: c.status, value: (b) => csAdmin.status[b.status] },
  { header: c.code, value: (b) => b.reservationCode },
  { header: c.venue, value: (b) => personalField(b, b.venue) },
  { header: c.town, value: (b) => personalField(b, b.town) },
  { header: c.package, value: (b) => names.packageName(b.packageSlug) },
  { header: c.extras, value: (b) => names.extraNames(b.extras).join(', ') },
  { header: c.guests, value: (b) => b.guests },
  { header: c.source, value: (b) => personalField(b, b.source) },
  { header: c.message, value: (b) => personalField(b, b.message) },
  { header: c.notes, value: (b) => personalField(b, b.internalNotes) },
  { header: c.created, value: (b) => excelDateTime(b.createdAt) },
];

/** `names` turns stored slugs into the price list's names (the slugs stay when the list is not at hand). */
export function bookingsCsvFile(bookings: readonly Booking[], names: PriceNames = priceNames(undefined)): string {
  return bookingsCsv(bookings, columns(names));
}

export { CALENDAR_STATUSES };

export function weddingsIcsFile(bookings: readonly Booking[], now: Date, names: PriceNames = priceNames(undefined)): string {
  return weddingsIcs(bookings, {
    now,
    uidDomain: WEDDING_UID_DOMAIN,
    calendarName: csAdmin.exports.calendarName,
    summary: (b) => csAdmin.exports.summary(coupleLabel(b)),
    description: (b) =>
      [
        `${c.code}: ${b.reservationCode}`,
        `${c.weddingDate}: ${formatDate(b.weddingDate)}${b.ceremonyTime ? ` ${b.ceremonyTime}` : ''}`,
        `${c.email}: ${b.contact.email}`,
        `${c.phone}: ${b.contact.phone}`,
        ...(b.packageSlug ? [`${c.package}: ${names.packageName(b.packageSlug)}`] : []),
      ].join('\n'),
  });
}

// The download itself is shared with the couple's portal (its .ics and personal-data files).
export { downloadFile } from '../../shared/files/download-file';
