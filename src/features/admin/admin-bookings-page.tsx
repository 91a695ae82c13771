import { useLoaderData } from 'react-router-dom';
import { bookingStatuses } from '../../../domain/booking/booking';
import { formatCount, formatDate, formatDateTime } from '../../../domain/formatting/czech';
import { TOKENS } from '../../../ports/tokens';
import type { PageLoaderContext } from '../../app/router/page-module';
import { PageMeta } from '../../shared/seo/page-meta';
import { cs } from '../../texts/cs';

/** First version of the bookings desk: the newest 50 requests. The booking issue adds filters and actions. */
export async function loader({ services }: PageLoaderContext) {
  const page = await services.get(TOKENS.Bookings).list({ orderBy: 'createdAt', direction: 'desc', limit: 50 });
  return { bookings: page.items, hasMore: !!page.nextCursor };
}

export function Component() {
  const { bookings } = useLoaderData() as Awaited<ReturnType<typeof loader>>;
  const counts = bookingStatuses.map((status) => [status, bookings.filter((b) => b.status === status).length] as const);
  return (
    <section>
      <PageMeta title={cs.admin.bookingsTitle} description={cs.admin.bookingsTitle} path="/admin/bookings" noIndex />
      <h1>{cs.admin.bookingsTitle}</h1>
      <p>{formatCount(bookings.length, cs.admin.count)}</p>
      <ul className="status-counts">
        {counts.map(([status, count]) => (
          <li key={status}>
            {cs.admin.status[status]}: {count}
          </li>
        ))}
      </ul>
      {bookings.length === 0 ? (
        <p>{cs.admin.bookingsEmpty}</p>
      ) : (
        <table className="admin-table">
          <thead>
            <tr>
              <th scope="col">{cs.admin.columns.date}</th>
              <th scope="col">{cs.admin.columns.couple}</th>
              <th scope="col">{cs.admin.columns.email}</th>
              <th scope="col">{cs.admin.columns.status}</th>
              <th scope="col">{cs.admin.columns.created}</th>
            </tr>
          </thead>
          <tbody>
            {bookings.map((b) => (
              <tr key={b.id}>
                <td>{formatDate(b.weddingDate)}</td>
                <td>{b.contact.coupleNames}</td>
                <td>{b.contact.email}</td>
                <td>{cs.admin.status[b.status]}</td>
                <td>{formatDateTime(b.createdAt)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
