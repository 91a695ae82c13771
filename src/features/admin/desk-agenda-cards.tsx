import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import type { Booking } from '../../../domain/booking/booking';
import { daysBetween } from '../../../domain/booking/calendar';
import type { DeskAgenda } from '../../../domain/booking/desk-agenda';
import { ADMIN_BOOKINGS_PATH } from '../../../domain/booking/booking-links';
import { formatDate, formatDateTime, formatNumber } from '../../../domain/formatting/czech';
import { Alert } from '../../shared/ui/alert/alert';
import { Badge, type BadgeTone } from '../../shared/ui/badge/badge';
import { Card } from '../../shared/ui/card/card';
import { StatusBadge } from '../../shared/ui/status-badge/status-badge';
import { csAdmin } from '../../texts/cs-admin';
import { csAdminDashboard } from '../../texts/cs-admin-dashboard';
import { csAdminThread } from '../../texts/cs-admin-thread';
import { coupleLabel } from './anonymised';
import { competingDayPath } from './competing-requests-view';
import { UnverifiedMarker } from './unverified-marker';

const t = csAdminDashboard;
const bookingPath = (b: Booking) => `/admin/bookings/${encodeURIComponent(b.id)}`;

/** One row: what (a link, one click from the booking), when, and a badge saying how urgent. */
function Item({ to, label, detail, badge }: { to: string; label: string; detail: ReactNode; badge?: { tone: BadgeTone; text: string } | undefined }) {
  return (
    <li className="desk-agenda__item">
      <Link to={to} className="desk-agenda__link">
        {label}
      </Link>
      <span className="desk-agenda__detail">{detail}</span>
      {badge ? <Badge tone={badge.tone}>{badge.text}</Badge> : null}
    </li>
  );
}

/**
 * A card of the home: its title with the count, the items, or "Nic nečeká." ("Ještě dohledávám…" while its read is
 * still out). With a `total` above the items shown (a season's requests) the badge says the total and the footer how
 * many are shown, pointing to the list.
 */
function AgendaCard(props: { title: string; count: number; total?: { count: number; of: string }; tone?: BadgeTone; pending?: boolean; children: ReactNode }) {
  const { title, count, total, tone = 'info', pending = false, children } = props;
  const more = total !== undefined && total.count > count;
  return (
    <Card
      title={title}
      className="desk-agenda__card"
      actions={count > 0 ? <Badge tone={tone}>{formatNumber(more ? total.count : count)}</Badge> : undefined}
      footer={
        more ? (
          <p className="desk-agenda__more">
            {t.shownOf(count, total.of)} <Link to={ADMIN_BOOKINGS_PATH}>{t.restInList}</Link>
          </p>
        ) : undefined
      }
    >
      {pending ? (
        <p className="desk-agenda__nothing" aria-busy="true">
          {t.stillReading}
        </p>
      ) : count > 0 ? (
        <ul className="desk-agenda__list">{children}</ul>
      ) : (
        <p className="desk-agenda__nothing">{t.nothing}</p>
      )}
    </Card>
  );
}

/** The six cards of the desk's home, in the order she should work through them. */
export function DeskAgendaCards({ agenda, competitionPending = false }: { agenda: DeskAgenda; competitionPending?: boolean }) {
  const s = t.sections;
  return (
    <div className="desk-agenda">
      <AgendaCard title={s.newRequests} count={agenda.newRequests.length} total={{ count: agenda.newRequestsTotal, of: t.ofRequests(agenda.newRequestsTotal) }}>
        {agenda.newRequests.map(({ booking, waitingHours }) => (
          <Item
            key={booking.id}
            to={bookingPath(booking)}
            label={coupleLabel(booking)}
            detail={
              <>
                {formatDate(booking.weddingDate)}
                <UnverifiedMarker booking={booking} />
              </>
            }
            badge={{ tone: waitingHours >= 48 ? 'warning' : 'neutral', text: t.waiting(waitingHours) }}
          />
        ))}
      </AgendaCard>
      <AgendaCard
        title={s.deposits}
        count={agenda.deposits.length}
        total={{ count: agenda.depositsTotal, of: t.ofDeposits(agenda.depositsTotal) }}
        tone={agenda.deposits.some((d) => d.overdue) ? 'danger' : 'warning'}>
        {agenda.deposits.map(({ booking, dueDate, daysLeft, overdue }) => (
          <Item
            key={booking.id}
            to={bookingPath(booking)}
            label={coupleLabel(booking)}
            detail={t.depositDue(formatDate(dueDate))}
            badge={
              overdue
                ? { tone: 'danger', text: t.depositOverdue(-daysLeft) }
                : { tone: 'warning', text: daysLeft === 0 ? t.depositDueToday : t.depositDueIn(daysLeft) }
            }
          />
        ))}
      </AgendaCard>
      <AgendaCard title={s.weddings} count={agenda.weddingsSoon.length} tone="success">
        {agenda.weddingsSoon.map((booking) => {
          const inDays = daysBetween(agenda.today, booking.weddingDate);
          return (
            <li key={booking.id} className="desk-agenda__item">
              <Link to={bookingPath(booking)} className="desk-agenda__link">
                {coupleLabel(booking)}
              </Link>
              <span className="desk-agenda__detail">
                {formatDate(booking.weddingDate)}
                {booking.ceremonyTime ? `, ${booking.ceremonyTime}` : ''}
              </span>
              <Badge tone="info">{inDays === 0 ? t.weddingToday : t.weddingIn(inDays)}</Badge> <StatusBadge status={booking.status} />
            </li>
          );
        })}
      </AgendaCard>
      <AgendaCard title={s.competing} count={agenda.competingDays.length} tone="warning" pending={competitionPending}>
        {agenda.competingDays.map((day) => (
          <Item key={day.date} to={competingDayPath(day.date)} label={formatDate(day.date)} detail={csAdmin.competing.marker(day.count)} />
        ))}
      </AgendaCard>
      <AgendaCard title={s.holds} count={agenda.lapsingHolds.length} tone="warning">
        {agenda.lapsingHolds.map(({ lock, expiresAt, booking }) => (
          <Item
            key={lock.date}
            to={booking ? bookingPath(booking) : `/admin/kalendar?mesic=${lock.date.slice(0, 7)}`}
            label={booking ? coupleLabel(booking) : formatDate(lock.date)}
            detail={booking ? formatDate(lock.date) : t.holdWithoutRequest}
            badge={{ tone: 'warning', text: t.holdLapses(formatDateTime(expiresAt)) }}
          />
        ))}
      </AgendaCard>
      <FailedMailsCard bookings={agenda.failedMails} />
      {/* Only when there is something: a quiet thread needs no empty card. */}
      {agenda.unreadMessages.length > 0 ? (
        <AgendaCard title={csAdminThread.unreadCard} count={agenda.unreadMessages.length} tone="warning">
          {agenda.unreadMessages.map((booking) => (
            <Item key={booking.id} to={bookingPath(booking)} label={coupleLabel(booking)} detail={csAdminThread.wroteAt(formatDateTime(booking.coupleWroteAt!))} />
          ))}
        </AgendaCard>
      ) : null}
    </div>
  );
}

function FailedMailsCard({ bookings }: { bookings: readonly Booking[] | null }) {
  if (bookings === null) {
    return (
      <Card title={t.sections.failedMails} className="desk-agenda__card">
        <Alert tone="warning" announce={false}>
          {t.failedMailsUnknown}
        </Alert>
      </Card>
    );
  }
  return (
    <AgendaCard title={t.sections.failedMails} count={bookings.length} tone="danger">
      {bookings.map((booking) => (
        <Item key={booking.id} to={bookingPath(booking)} label={coupleLabel(booking)} detail={t.failedMail} />
      ))}
    </AgendaCard>
  );
}
