import { bookingStatuses } from '../../../domain/booking/booking';
import { formatCount, formatDate } from '../../../domain/formatting/czech';
import type { PageLoaderContext } from '../../shared/routing/page-module';
import { useService } from '../../shared/services/services-context';
import { PageMeta } from '../../shared/seo/page-meta';
import { csAdmin } from '../../texts/cs-admin';
import { ADMIN_BOOKINGS_STORE, emptyFilter, useAdminBookings, type BookingFilter } from './admin-bookings-store';
import { Alert } from '../../shared/ui/alert/alert';
import { buttonClasses } from '../../shared/ui/button/button-classes';
import { EmptyState } from '../../shared/ui/empty-state/empty-state';
import { AdminDeskNav } from './admin-desk-nav';
import { BookingExports } from './booking-exports';
import { BookingFilters } from './booking-filters';
import { BookingsList } from './bookings-list-view';
import { dayParam } from './competing-requests-view';
import { NewBookingPanel } from './new-booking-panel';
import { QuickFilters } from './quick-filters';
import './desk.css';
import './desk-list.css';

const t = csAdmin.list;

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
    <ul className="desk-counts" aria-label={t.countsLabel}>
      <li className="desk-counts__total">
        {t.total}: {formatCount(total, csAdmin.count)}
      </li>
      {bookingStatuses.map((status) => (
        <li key={status} data-status={status} className="desk-counts__item">
          {csAdmin.status[status]}: {counts[status]}
        </li>
      ))}
    </ul>
  );
}

const isEmptyFilter = (f: BookingFilter) => !f.status && !f.from && !f.to && !f.search.trim();

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
  const apply = (f: BookingFilter) => void applyFilter(f);
  return (
    <section className="desk-page">
      <PageMeta title={csAdmin.bookingsTitle} description={t.description} path="/admin/bookings" noIndex />
      <header className="desk-page__header">
        <h1>{csAdmin.bookingsTitle}</h1>
        <StatusCounts />
      </header>
      <AdminDeskNav />
      <NewBookingPanel onCreated={() => void store.getState().refresh()} />
      {isDayFilter(filter) ? (
        <>
          <h2>{csAdmin.competing.dayTitle(formatDate(filter.from))}</h2>
          <p>{csAdmin.competing.dayHint}</p>
        </>
      ) : null}
      <QuickFilters filter={filter} onApply={apply} />
      <BookingFilters key={JSON.stringify(filter)} filter={filter} onApply={apply} />
      {failure ? <Alert tone="error" error={failure} /> : null}
      <p aria-live="polite" className="desk-list__loading">
        {status === 'loading' ? t.loading : ''}
      </p>
      {/* "No requests yet" only from a list that was read: a failed read says why above and claims nothing. */}
      {items.length > 0 ? (
        <BookingsList items={items} failedDeliveries={failedDeliveries} competing={isDayFilter(filter) ? new Map() : competing} />
      ) : status === 'ready' ? (
        <EmptyState title={page === 1 && isEmptyFilter(filter) ? csAdmin.bookingsEmpty : t.noMatch} />
      ) : null}
      <nav aria-label={t.paginationLabel} className="desk-pagination">
        <button type="button" className={buttonClasses({ size: 'sm' })} disabled={page <= 1 || status === 'loading'} onClick={() => void previousPage()}>
          {t.previous}
        </button>
        <span>{t.pageLabel(page)}</span>
        <button type="button" className={buttonClasses({ size: 'sm' })} disabled={!hasNext || status === 'loading'} onClick={() => void nextPage()}>
          {t.next}
        </button>
      </nav>
      <BookingExports />
    </section>
  );
}
