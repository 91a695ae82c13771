import type { Booking } from '../../booking/booking';
import { ADMIN_BOOKINGS_PATH, adminBookingUrl, siteLink } from '../../booking/booking-links';
import { formatCount, formatDateTime, pluralCs } from '../../formatting/czech';
import type { MailBlock } from '../mail-layout';
import type { MailMessage } from '../outgoing-mail';
import { composeMail, czechDay, DESK_FOOTER, type MailContext } from './parts';

const HOUR_MS = 3_600_000;
const requests = { one: 'poptávka', few: 'poptávky', other: 'poptávek' };
const waits = { one: 'čeká', few: 'čekají', other: 'čeká' };
const hours = { one: 'hodinu', few: 'hodiny', other: 'hodin' };
const hoursWaited = { one: 'hodina', few: 'hodiny', other: 'hodin' };
const daysWaited = { one: 'den', few: 'dny', other: 'dní' };

/** How long a request has waited, as the photographer would say it: hours for the first three days, then days. */
function waited(createdAt: string, now: Date): string {
  const elapsed = Math.max(0, Math.floor((now.getTime() - Date.parse(createdAt)) / HOUR_MS));
  return elapsed < 72 ? formatCount(elapsed, hoursWaited) : formatCount(Math.floor(elapsed / 24), daysWaited);
}

function received(createdAt: string): string {
  try {
    return formatDateTime(createdAt);
  } catch {
    return createdAt;
  }
}

export interface DigestOptions {
  /** The threshold the scheduler used ("waiting longer than … hours"). */
  waitingHours: number;
}

/**
 * The photographer's morning digest of requests still unanswered after `waitingHours` (the caller picks them and sends
 * nothing when there are none): oldest first, each with when it came and a link to it in the admin.
 */
export function pendingDigestMail(waiting: readonly Booking[], context: MailContext, { waitingHours }: DigestOptions): MailMessage {
  const oldestFirst = [...waiting].sort((a, b) => a.createdAt.localeCompare(b.createdAt));
  const count = oldestFirst.length;
  const threshold = `déle než ${formatCount(waitingHours, hours)}`;
  const oldest = oldestFirst[0];
  const entries: MailBlock[] = oldestFirst.map((booking) => ({
    kind: 'facts',
    title: `${czechDay(booking.weddingDate, { weekday: true })} – ${booking.contact.coupleNames}`,
    rows: [
      { label: 'Přijato', value: received(booking.createdAt) },
      { label: 'Čeká', value: waited(booking.createdAt, context.now) },
      { label: 'Poptávka', value: 'Otevřít v administraci', url: adminBookingUrl(context.siteUrl, booking.id) },
    ],
  }));
  return composeMail(
    {
      subject: `Ranní přehled: ${formatCount(count, requests)} ${pluralCs(count, waits)} na odpověď ${threshold}`,
      preheader: oldest ? `Nejdéle čeká poptávka na ${czechDay(oldest.weddingDate)} (${oldest.contact.coupleNames}).` : '',
      blocks: [
        { kind: 'heading', text: 'Poptávky čekající na odpověď' },
        { kind: 'paragraph', text: `Dobré ráno,\nna odpověď ${threshold} ${pluralCs(count, waits)} ${formatCount(count, requests)}:` },
        ...entries,
        { kind: 'button', label: 'Všechny poptávky', url: siteLink(context.siteUrl, ADMIN_BOOKINGS_PATH) },
      ],
    },
    context,
    DESK_FOOTER,
  );
}
