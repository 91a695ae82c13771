import { Link } from 'react-router-dom';
import { bookingStatuses } from '../../../domain/booking/booking';
import { formatCount, formatDate, formatDateTime } from '../../../domain/formatting/czech';
import type { PageLoaderContext } from '../../shared/routing/page-module';
import { useService } from '../../shared/services/services-context';
import { PageMeta } from '../../shared/seo/page-meta';
import { csAdmin } from '../../texts/cs-admin';
import { csAdminVerification } from '../../texts/cs-admin-verification';
import { holdsDate } from '../../../domain/booking/date-hold';
import { awaitsEmailVerification } from '../../../domain/booking/email-verification';
import { ADMIN_BOOKINGS_STORE, emptyFilter, useAdminBookings, type BookingFilter } from './admin-bookings-store';
import { ActionError, AdminDeskNav } from './admin-desk-nav';
import { BookingExports } from './booking-exports';
import { BookingFilters } from './booking-filters';
import { coupleLabel, personalField } from './anonymised';
import { CompetingMarker, dayParam } from './competing-requests-view';
import { NewBookingPanel } from './new-booking-panel';

const t = csAdmin.list;

/** Reloads the current page of the desk (kept filter and page), so a change made in the detail shows up. */
/** Resolved before this page renders (the store's code loads with the page). */
export const services = [ADMIN_BOOKINGS_STORE];

export async function loader({ services, request }: PageLoaderContext) {
  const store = services.get(ADMIN_BOOKINGS_STORE).getState();
  // `?den=YYYY-MM-DD` (a competition marker's link): that day's open requests side by side.
  const day = dayParam(request.url);
  if (day) await store.applyFilter(dayFilter(day));
  else await store.refresh();
  return null;
}

const dayFilter = (day: string): BookingFilter => ({ ...emptyFilter, status: 'new', from: day, to: day });
const isDayFilter = (f: BookingFilter) => f.status === 'new' && f.from !== '' && f.from === f.to && !f.search.trim();

function StatusCounts() {
  const counts = useAdminBookings((s) => s.counts);
  if (!counts) return null;
  const total = Object.values(counts).reduce((a, b) => a + b, 0);
  return (
    <ul className="status-counts" aria-label={t.countsLabel}>
      <li>
        {t.total}: {formatCount(total, csAdmin.count)}
      </li>
      {bookingStatuses.map((status) => (
        <li key={status}>
          {csAdmin.status[status]}: {counts[status]}
        </li>
      ))}
    </ul>
  );
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

/** A new request whose couple has not confirmed the e-mail: perhaps a typo, perhaps nobody; it holds no day. */
function UnverifiedMarker() {
  return (
    <>
      {' '}
      <span className="mail-unverified-marker" role="img" aria-label={csAdminVerification.marker} title={csAdminVerification.marker}>
        ✉?
      </span>
    </>
  );
}

export function Component() {
  const store = useService(ADMIN_BOOKINGS_STORE);
  const filter = useAdminBookings((s) => s.filter);
  const items = useAdminBookings((s) => s.items);
  const page = useAdminBookings((s) => s.pageCursors.length);
  const hasNext = useAdminBookings((s) => !!s.nextCursor);
  const status = useAdminBookings((s) => s.status);
  const failure = useAdminBookings((s) => s.failure);
  const failedDeliveries = useAdminBookings((s) => s.failedDeliveries);
  const competing = useAdminBookings((s) => s.competing);
  const { applyFilter, nextPage, previousPage } = store.getState();
  return (
    <section>
      <PageMeta title={csAdmin.bookingsTitle} description={t.description} path="/admin/bookings" noIndex />
      <h1>{csAdmin.bookingsTitle}</h1>
      <AdminDeskNav />
      <StatusCounts />
      <NewBookingPanel onCreated={() => void store.getState().refresh()} />
      {isDayFilter(filter) ? (
        <>
          <h2>{csAdmin.competing.dayTitle(formatDate(filter.from))}</h2>
          <p>{csAdmin.competing.dayHint}</p>
        </>
      ) : null}
      <BookingFilters key={JSON.stringify(filter)} filter={filter} onApply={(f) => void applyFilter(f)} />
      <ActionError id="seznam-chyba" code={failure} />
      <p aria-live="polite">{status === 'loading' ? t.loading : ''}</p>
      {items.length === 0 && status !== 'loading' ? (
        <p>{page === 1 && !filter.status && !filter.from && !filter.to && !filter.search.trim() ? csAdmin.bookingsEmpty : t.noMatch}</p>
      ) : (
        <table className="admin-table">
          <thead>
            <tr>
              <th scope="col">{csAdmin.columns.date}</th>
              <th scope="col">{csAdmin.columns.couple}</th>
              <th scope="col">{csAdmin.columns.email}</th>
              <th scope="col">{csAdmin.columns.status}</th>
              <th scope="col">{t.code}</th>
              <th scope="col">{csAdmin.columns.created}</th>
            </tr>
          </thead>
          <tbody>
            {items.map((b) => (
              <tr key={b.id}>
                <td>
                  {formatDate(b.weddingDate)}
                  {competing.has(b.weddingDate) && !isDayFilter(filter) && <CompetingMarker day={competing.get(b.weddingDate)!} />}
                </td>
                <td>
                  <Link to={`/admin/bookings/${encodeURIComponent(b.id)}`} aria-label={t.open(coupleLabel(b))}>
                    {coupleLabel(b)}
                  </Link>
                  {failedDeliveries.includes(b.id) && <FailedDeliveryMarker />}
                  {holdsDate(b.status) && awaitsEmailVerification(b) && <UnverifiedMarker />}
                </td>
                <td>{personalField(b, b.contact.email)}</td>
                <td>{csAdmin.status[b.status]}</td>
                <td>{b.reservationCode}</td>
                <td>{formatDateTime(b.createdAt)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <nav aria-label={t.paginationLabel}>
        <p>
          <button type="button" disabled={page <= 1 || status === 'loading'} onClick={() => void previousPage()}>
            {t.previous}
          </button>{' '}
          <span>{t.pageLabel(page)}</span>{' '}
          <button type="button" disabled={!hasNext || status === 'loading'} onClick={() => void nextPage()}>
            {t.next}
          </button>
        </p>
      </nav>
      <BookingExports />
    </section>
  );
}
