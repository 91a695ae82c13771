import { Link } from 'react-router-dom';
import type { Booking } from '../../../domain/booking/booking';
import type { CompetingDay } from '../../../domain/booking/competing-requests';
import { formatDate, formatDateTime } from '../../../domain/formatting/czech';
import { Table, type TableColumn } from '../../shared/ui/table/table';
import { StatusBadge } from '../../shared/ui/status-badge/status-badge';
import { csAdmin } from '../../texts/cs-admin';
import { csAdminList } from '../../texts/cs-admin-list';
import { coupleLabel, personalField } from './anonymised';
import { CompetingMarker } from './competing-requests-view';
import { UnreadMessagesMarker } from './unread-messages-marker';
import { UnverifiedMarker } from './unverified-marker';
import { useNarrowScreen } from './use-narrow-screen';

const t = csAdmin.list;

export interface BookingsListProps {
  items: readonly Booking[];
  failedDeliveries: readonly string[];
  /** Days several open requests want; none when the list already shows just one such day. */
  competing: ReadonlyMap<string, CompetingDay>;
}

/** A small sign beside the couple: some mail of this booking bounced and has not been sent again (see the detail). */
function FailedDeliveryMarker() {
  return (
    <>
      {' '}
      <span className="mail-failed-marker" role="img" aria-label={csAdmin.mails.failedMarker} title={csAdmin.mails.failedMarker}>
        ✉!
      </span>
    </>
  );
}

function Couple({ booking, failed }: { booking: Booking; failed: boolean }) {
  return (
    <>
      <Link to={`/admin/bookings/${encodeURIComponent(booking.id)}`} aria-label={t.open(coupleLabel(booking))} className="desk-list__couple">
        {coupleLabel(booking)}
      </Link>
      {failed && <FailedDeliveryMarker />}
      <UnverifiedMarker booking={booking} />
      <UnreadMessagesMarker booking={booking} />
    </>
  );
}

function WeddingDate({ booking, competing }: { booking: Booking; competing: BookingsListProps['competing'] }) {
  const day = competing.get(booking.weddingDate);
  return (
    <>
      <span className="desk-list__date">{formatDate(booking.weddingDate)}</span>
      {day && <CompetingMarker day={day} />}
    </>
  );
}

/** The bookings as a dense table on a laptop (20+ rows on a screen), as cards on a phone. */
export function BookingsList(props: BookingsListProps) {
  return useNarrowScreen() ? <BookingCards {...props} /> : <BookingsTable {...props} />;
}

function BookingsTable({ items, failedDeliveries, competing }: BookingsListProps) {
  const columns: TableColumn<Booking>[] = [
    { id: 'date', header: csAdmin.columns.date, cell: (b) => <WeddingDate booking={b} competing={competing} />, width: '12rem' },
    { id: 'couple', header: csAdmin.columns.couple, isRowHeader: true, cell: (b) => <Couple booking={b} failed={failedDeliveries.includes(b.id)} /> },
    { id: 'status', header: csAdmin.columns.status, cell: (b) => <StatusBadge status={b.status} /> },
    { id: 'email', header: csAdmin.columns.email, cell: (b) => personalField(b, b.contact.email), hideWhenNarrow: true },
    { id: 'code', header: t.code, cell: (b) => <span className="desk-list__code">{b.reservationCode}</span>, hideWhenNarrow: true },
    { id: 'created', header: csAdmin.columns.created, cell: (b) => formatDateTime(b.createdAt), hideWhenNarrow: true },
  ];
  return <Table caption={csAdminList.tableCaption} captionHidden columns={columns} rows={items} rowKey={(b) => b.id} />;
}

function BookingCards({ items, failedDeliveries, competing }: BookingsListProps) {
  return (
    <ul className="desk-cards" aria-label={csAdminList.cardsLabel}>
      {items.map((b) => (
        <li key={b.id} className="desk-cards__item">
          <p className="desk-cards__title">
            <Couple booking={b} failed={failedDeliveries.includes(b.id)} />
          </p>
          <p className="desk-cards__meta">
            <StatusBadge status={b.status} /> <WeddingDate booking={b} competing={competing} />
          </p>
          <p className="desk-cards__minor">
            {csAdminList.received} {formatDateTime(b.createdAt)} · {b.reservationCode}
          </p>
        </li>
      ))}
    </ul>
  );
}
