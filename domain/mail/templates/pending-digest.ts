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

const deposits = { one: 'záloha', few: 'zálohy', other: 'záloh' };

/** A booking whose deposit's due day passed unpaid (domain/booking/reminders.ts depositOverdue). */
export interface OverdueDeposit {
  booking: Booking;
  dueDate: string;
}

export interface DigestOptions {
  /** The threshold the scheduler used ("waiting longer than … hours"). */
  waitingHours: number;
  /** Deposits past their due day, listed after the requests; none leaves the digest as it was. */
  overdue?: readonly OverdueDeposit[];
}

/** The overdue deposits' part: each booking with its due day and a link; the decision stays the photographer's. */
function overdueBlocks(overdue: readonly OverdueDeposit[], context: MailContext): MailBlock[] {
  if (overdue.length === 0) return [];
  const earliestFirst = [...overdue].sort((a, b) => a.dueDate.localeCompare(b.dueDate));
  return [
    { kind: 'heading', text: 'Zálohy po splatnosti' },
    {
      kind: 'paragraph',
      text: 'Tyto zálohy nedorazily do dne splatnosti (platba mohla přijít jen zčásti). Rezervace se sama neruší, co dál, rozhodnete Vy.',
    },
    ...earliestFirst.map(({ booking, dueDate }): MailBlock => ({
      kind: 'facts',
      title: `${czechDay(booking.weddingDate, { weekday: true })} – ${booking.contact.coupleNames}`,
      rows: [
        { label: 'Splatnost', value: czechDay(dueDate) },
        { label: 'Rezervace', value: 'Otevřít v administraci', url: adminBookingUrl(context.siteUrl, booking.id) },
      ],
    })),
  ];
}

/**
 * The photographer's morning digest of requests still unanswered after `waitingHours`, oldest first, each with when it
 * came and a link to it in the admin; then the deposits past their due day (the caller picks both and sends nothing
 * when both are empty).
 */
export function pendingDigestMail(waiting: readonly Booking[], context: MailContext, { waitingHours, overdue = [] }: DigestOptions): MailMessage {
  const oldestFirst = [...waiting].sort((a, b) => a.createdAt.localeCompare(b.createdAt));
  const count = oldestFirst.length;
  const threshold = `déle než ${formatCount(waitingHours, hours)}`;
  const oldest = oldestFirst[0];
  const overdueSummary = `${formatCount(overdue.length, deposits)} po splatnosti`;
  if (count === 0) {
    return composeMail(
      {
        subject: `Ranní přehled: ${overdueSummary}`,
        preheader: `Po splatnosti: ${overdue.map(({ booking }) => booking.contact.coupleNames).join(', ')}.`,
        blocks: [{ kind: 'paragraph', text: 'Dobré ráno,' }, ...overdueBlocks(overdue, context), { kind: 'button', label: 'Všechny rezervace', url: siteLink(context.siteUrl, ADMIN_BOOKINGS_PATH) }],
      },
      context,
      DESK_FOOTER,
    );
  }
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
      subject: `Ranní přehled: ${formatCount(count, requests)} ${pluralCs(count, waits)} na odpověď ${threshold}${overdue.length ? `, ${overdueSummary}` : ''}`,
      preheader: oldest ? `Nejdéle čeká poptávka na ${czechDay(oldest.weddingDate)} (${oldest.contact.coupleNames}).` : '',
      blocks: [
        { kind: 'heading', text: 'Poptávky čekající na odpověď' },
        { kind: 'paragraph', text: `Dobré ráno,\nna odpověď ${threshold} ${pluralCs(count, waits)} ${formatCount(count, requests)}:` },
        ...entries,
        ...overdueBlocks(overdue, context),
        { kind: 'button', label: 'Všechny poptávky', url: siteLink(context.siteUrl, ADMIN_BOOKINGS_PATH) },
      ],
    },
    context,
    DESK_FOOTER,
  );
}
