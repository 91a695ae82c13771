import { addDays, pragueDate } from '../booking/calendar';
import type { Gallery } from './gallery';

/** The couple hears this many days before their gallery's last day that it will close (and may ask to extend it). */
export const EXPIRY_REMINDER_DAYS_BEFORE = 14;

/**
 * Whether the couple is due the expiry reminder at `now`: a published gallery of a booking whose last day is within
 * the next EXPIRY_REMINDER_DAYS_BEFORE days (Prague) and not past. A window rather than one day, so a failed run is
 * made up the next morning; the reminder's mail id (below) sends it once.
 */
export function expiryReminderDue(gallery: Pick<Gallery, 'bookingId' | 'state' | 'expiresOn'>, now: Date): boolean {
  const today = pragueDate(now);
  return (
    gallery.bookingId !== null &&
    gallery.state === 'published' &&
    today <= gallery.expiresOn &&
    today >= addDays(gallery.expiresOn, -EXPIRY_REMINDER_DAYS_BEFORE)
  );
}

/**
 * The reminder's once-only id (the outbox document id and its marker, as the booking reminders'): it names the
 * expiry day, so a gallery the photographer extends is reminded again before its new last day, once.
 */
export function expiryReminderMailId(galleryId: string, expiresOn: string): string {
  return `gallery-${galleryId}-expiry-${expiresOn}`;
}
