import { useMemo, useState } from 'react';
import { Link, useLoaderData } from 'react-router-dom';
import type { Booking } from '../../../domain/booking/booking';
import { othersOnDay } from '../../../domain/booking/competing-requests';
import { priceNames, type PriceNames } from '../../../domain/content/price-package';
import { formatDate, formatDateTime } from '../../../domain/formatting/czech';
import { TOKENS } from '../../../ports/tokens';
import type { PageLoaderContext } from '../../shared/routing/page-module';
import { pageNotFound } from '../../shared/routing/route-errors';
import { PageMeta } from '../../shared/seo/page-meta';
import { csAdmin } from '../../texts/cs-admin';
import { csAdminVerification } from '../../texts/cs-admin-verification';
import { awaitsEmailVerification } from '../../../domain/booking/email-verification';
import { ADMIN_BOOKINGS_STORE } from './admin-bookings-store-token';
import { AdminDeskNav } from './admin-desk-nav';
import { coupleLabel, personalField } from './anonymised';
import { BookingDeposit } from './booking-deposit';
import { BookingEditPanel } from './booking-edit-panel';
import { BookingErase } from './booking-erase';
import { BookingHistory } from './booking-history';
import { BookingMails } from './booking-mails';
import { BookingMovePanel } from './booking-move-panel';
import { BookingMessages } from './booking-messages';
import { BookingNotes } from './booking-notes';
import { CompetingWarning } from './competing-requests-view';
import { openRequestsBetween } from './open-requests';
import { StatusActions } from './status-actions';

const t = csAdmin.detail;

/** Resolved before this page renders (the delivery log lives in the desk's store, whose code loads with the page). */
export const services = [ADMIN_BOOKINGS_STORE];

export async function loader({ services, params, path }: PageLoaderContext) {
  const [booking, thread, priceList] = await Promise.all([
    params.id ? services.get(TOKENS.Bookings).get(params.id) : null,
    params.id ? services.get(TOKENS.Bookings).thread(params.id) : [],
    // Only for showing names instead of slugs: without the CMS the slugs still say enough.
    services.get(TOKENS.ContentBackend).getPriceList().catch(() => undefined),
  ]);
  if (!booking) pageNotFound(path);
  // The other open requests for the same day (a hint: without them the detail still works).
  const competitors = othersOnDay(booking, await openRequestsBetween(services.get(TOKENS.Bookings), booking.weddingDate, booking.weddingDate).catch(() => []));
  return { booking, thread, priceList, competitors };
}

/** Web requests carry the e-mail confirmation; bookings from before it and those entered by hand show no row. */
function emailCheckRow(b: Booking): Array<[string, string]> {
  const v = csAdminVerification;
  if (b.emailVerifiedAt) return [[v.label, v.verified(b.emailVerifiedAt)]];
  return awaitsEmailVerification(b) ? [[v.label, v.pending]] : [];
}

function Fields({ booking: b, names }: { booking: Booking; names: PriceNames }) {
  const f = t.fields;
  const rows: Array<[string, string]> = [
    [f.code, b.reservationCode],
    [f.status, csAdmin.status[b.status]],
    [f.weddingDate, formatDate(b.weddingDate)],
    [f.ceremonyTime, b.ceremonyTime ?? t.none],
    [f.couple, personalField(b, b.contact.coupleNames)],
    [f.email, personalField(b, b.contact.email)],
    [f.phone, personalField(b, b.contact.phone)],
    [f.venue, personalField(b, b.venue, t.none)],
    [f.town, personalField(b, b.town, t.none)],
    [f.package, names.packageName(b.packageSlug) ?? t.none],
    [f.extras, b.extras.length ? names.extraNames(b.extras).join(', ') : t.none],
    [f.guests, b.guests !== undefined ? String(b.guests) : t.none],
    [f.message, personalField(b, b.message, t.none)],
    [f.source, personalField(b, b.source, t.none)],
    [f.kind, b.kind ? t.kind[b.kind] : t.none],
    [f.consent, formatDateTime(b.consentAt)],
    [f.marketing, b.marketingConsentAt ? formatDateTime(b.marketingConsentAt) : t.noMarketing],
    ...emailCheckRow(b),
    [f.created, formatDateTime(b.createdAt)],
    [f.updated, formatDateTime(b.updatedAt)],
    ...(b.anonymisedAt ? [[csAdmin.anonymisedAt, formatDateTime(b.anonymisedAt)] as [string, string]] : []),
  ];
  return (
    <section aria-labelledby="udaje">
      <h2 id="udaje">{t.fieldsLabel}</h2>
      <dl className="admin-fields">
        {rows.map(([label, value]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd style={{ whiteSpace: 'pre-wrap' }}>{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

export function Component() {
  const data = useLoaderData() as Awaited<ReturnType<typeof loader>>;
  const loaded = data.booking;
  const names = useMemo(() => priceNames(data.priceList), [data.priceList]);
  const [booking, setBooking] = useState(loaded);
  const current = booking.id === loaded.id ? booking : loaded;
  const [declined, setDeclined] = useState<{ id: string; ids: readonly string[] }>({ id: loaded.id, ids: [] });
  const competitors = data.competitors.filter((b) => declined.id !== loaded.id || !declined.ids.includes(b.id));
  return (
    <section>
      <PageMeta title={t.title(coupleLabel(current))} description={t.fieldsLabel} path={`/admin/bookings/${current.id}`} noIndex />
      <p>
        <Link to="/admin/bookings">{t.back}</Link>
      </p>
      <h1>{t.title(coupleLabel(current))}</h1>
      <AdminDeskNav />
      <CompetingWarning booking={current} others={competitors} />
      {current.erasureRequestedAt ? (
        <p className="competing-warning" role="note">
          {csAdmin.erasureRequested(formatDateTime(current.erasureRequestedAt))}
        </p>
      ) : null}
      <Fields booking={current} names={names} />
      <BookingDeposit booking={current} />
      <StatusActions
        key={`stav-${current.id}`}
        booking={current}
        onChanged={setBooking}
        competitors={competitors}
        onDeclinedOthers={(ids) => setDeclined({ id: current.id, ids })}
      />
      <BookingMovePanel key={`presun-${current.id}`} booking={current} onChanged={setBooking} />
      <BookingEditPanel key={`oprava-${current.id}`} booking={current} onChanged={setBooking} />
      <BookingHistory booking={current} />
      <BookingMessages booking={current} messages={current.id === loaded.id ? data.thread : []} />
      <BookingMails booking={current} />
      <BookingNotes key={`poznamky-${current.id}`} booking={current} onSaved={setBooking} />
      <BookingErase booking={current} />
    </section>
  );
}
