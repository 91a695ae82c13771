import type { AgreedPrice } from '../../../domain/booking/booking';
import { formatCzk, formatDateTime, formatDateWithWeekday } from '../../../domain/formatting/czech';
import type { PortalBooking } from '../../../ports/couple-portal-port';
import { DepositDetails } from '../../shared/payment/deposit-details-panel';
import { csPortal } from '../../texts/cs-portal';
import { csDayPlan } from '../../texts/cs-day-plan';
import { takesDate } from '../../../domain/booking/booking-status';
import { DayPlanEditor } from './day-plan-editor';
import { PortalBilling } from './portal-billing';
import { PortalBookingActions } from './portal-booking-actions';
import { PortalContract } from './portal-contract';
import { PortalDocuments } from './portal-documents';
import { historyLine, portalStatus } from './portal-status';

const c = csPortal.card;

function priced(price: AgreedPrice): string {
  return `${price.name} (${formatCzk(price.priceCzk)})`;
}

/**
 * The package and extras by their agreed names and prices; a booking stored before prices were kept shows today's
 * names (the slug where the price list had none) with "cena neznámá".
 */
function packageAndExtras(booking: PortalBooking): { pkg: string; extras: string } {
  if (booking.pricing) {
    const { package: pkg, extras } = booking.pricing;
    return {
      pkg: pkg ? priced(pkg) : booking.packageSlug ?? c.notGiven,
      extras: extras.length > 0 ? extras.map(priced).join(', ') : c.noExtras,
    };
  }
  const names = new Map([booking.named?.package, ...(booking.named?.extras ?? [])].flatMap((item) => (item ? [[item.slug, item.name]] : [])));
  const unknown = (slug: string) => `${names.get(slug) ?? slug} (${c.unknownPrice})`;
  return {
    pkg: booking.packageSlug ? unknown(booking.packageSlug) : c.notGiven,
    extras: booking.extras.length > 0 ? booking.extras.map(unknown).join(', ') : c.noExtras,
  };
}

/** One reservation as the couple sees it: where it stands, what they asked for, what happened, what they may do. */
export function PortalBookingCard({ booking }: { booking: PortalBooking }) {
  const status = portalStatus(booking.status);
  const { pkg, extras } = packageAndExtras(booking);
  const headingId = `rezervace-${booking.id}`;
  const place = [booking.venue, booking.town].filter(Boolean).join(', ');
  return (
    <article className="portal-booking" aria-labelledby={headingId} data-status={booking.status}>
      <h3 id={headingId} tabIndex={-1}>
        {c.heading(booking.weddingDate)}
      </h3>
      <p className="portal-status">
        <strong>{status.label}</strong>
        {status.next ? ` – ${status.next}` : null}
      </p>
      {booking.hold ? <p className="portal-hold">{csPortal.hold(booking.hold.until)}</p> : null}
      <dl className="booking-summary">
        <dt>{c.weddingDate}</dt>
        <dd>{formatDateWithWeekday(booking.weddingDate)}</dd>
        <dt>{c.ceremonyTime}</dt>
        <dd>{booking.ceremonyTime ?? c.notGiven}</dd>
        <dt>{c.venue}</dt>
        <dd>{place || c.notGiven}</dd>
        <dt>{c.package}</dt>
        <dd>{pkg}</dd>
        <dt>{c.extras}</dt>
        <dd>{extras}</dd>
        <dt>{c.guests}</dt>
        <dd>{booking.guests ?? c.notGiven}</dd>
        <dt>{c.code}</dt>
        <dd>
          <code>{booking.reservationCode}</code>
        </dd>
      </dl>
      {booking.deposit ? <DepositDetails instructions={booking.deposit} headingLevel={4} /> : null}
      <PortalBilling booking={booking} />
      <PortalContract bookingId={booking.id} status={booking.status} />
      <PortalDocuments bookingId={booking.id} status={booking.status} />
      {takesDate(booking.status) ? (
        <section className="portal-day-plan" aria-labelledby={`${headingId}-harmonogram`}>
          <h4 id={`${headingId}-harmonogram`}>{csDayPlan.heading}</h4>
          <DayPlanEditor bookingId={booking.id} />
        </section>
      ) : null}
      <section aria-labelledby={`${headingId}-historie`}>
        <h4 id={`${headingId}-historie`}>{csPortal.history.heading}</h4>
        <ol className="portal-history">
          {booking.history.map((entry, i) => (
            <li key={`${entry.at}-${i}`}>
              <time dateTime={entry.at}>{formatDateTime(entry.at)}</time>: {historyLine(entry)}
            </li>
          ))}
        </ol>
      </section>
      <section aria-labelledby={`${headingId}-zpravy`}>
        <h4 id={`${headingId}-zpravy`}>{csPortal.messages.heading}</h4>
        {booking.unreadIds.length > 0 ? <p className="portal-messages-unread">{csPortal.messages.unreadSummary(booking.unreadIds.length)}</p> : null}
        {booking.messages.length === 0 ? (
          <p>{csPortal.messages.none}</p>
        ) : (
          <ol className="portal-messages">
            {booking.messages.map((message) => {
              const unread = booking.unreadIds.includes(message.id);
              return (
                <li key={message.id} data-unread={unread || undefined}>
                  <p className="portal-message-meta">
                    <strong>{csPortal.messages.author[message.author]}</strong>, <time dateTime={message.at}>{formatDateTime(message.at)}</time>
                    {unread ? <span className="portal-message-new"> · {csPortal.messages.unread}</span> : null}
                  </p>
                  <p className="portal-message-text">{message.text}</p>
                </li>
              );
            })}
          </ol>
        )}
      </section>
      <PortalBookingActions booking={booking} />
    </article>
  );
}
