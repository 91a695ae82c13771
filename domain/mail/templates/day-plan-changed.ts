import type { Booking } from '../../booking/booking';
import { adminBookingUrl } from '../../booking/booking-links';
import type { DayPlanChanges, ListChange } from '../../day-plan/day-plan-changes';
import type { MailMessage } from '../outgoing-mail';
import { composeMail, czechDay, DESK_FOOTER, type MailContext } from './parts';

function counted(change: ListChange, what: string): string | null {
  const parts = [change.added > 0 ? `přibylo ${change.added}` : null, change.removed > 0 ? `ubylo ${change.removed}` : null].filter(Boolean);
  return parts.length > 0 ? `${what}: ${parts.join(', ')} (upravený řádek se počítá jako ubylý a přibylý)` : null;
}

/** The summary lines of a notice, Czech; the plan itself is read in the desk (a mail never carries third persons' phones). */
export function dayPlanChangeLines(changes: DayPlanChanges): string[] {
  return [
    counted(changes.items, 'Program dne'),
    counted(changes.people, 'Důležití lidé'),
    counted(changes.groupPhotos, 'Skupinové fotky'),
    changes.notes ? 'Poznámky se změnily' : null,
  ].filter((line): line is string => line !== null);
}

/**
 * The photographer hears that a couple changed their day plan (at most once an hour per booking,
 * domain/day-plan/day-plan-changes.ts): what changed in counts, and the way to the desk where the plan is.
 */
export function dayPlanChangedMail(booking: Booking, changes: DayPlanChanges, context: MailContext): MailMessage {
  const day = czechDay(booking.weddingDate);
  return composeMail(
    {
      subject: `Harmonogram upraven: ${day} – ${booking.contact.coupleNames}`,
      preheader: `${booking.contact.coupleNames} upravili harmonogram svatebního dne.`,
      blocks: [
        { kind: 'heading', text: 'Snoubenci upravili harmonogram' },
        { kind: 'paragraph', text: `Harmonogram svatby ${day} (rezervace ${booking.reservationCode}) se od minulého upozornění změnil:` },
        { kind: 'list', items: dayPlanChangeLines(changes) },
        { kind: 'button', label: 'Otevřít harmonogram v administraci', url: adminBookingUrl(context.siteUrl, booking.id) },
        { kind: 'paragraph', text: 'Další změny během následující hodiny shrnu do dalšího upozornění.' },
      ],
    },
    context,
    DESK_FOOTER,
  );
}
