import { useMemo, useState } from 'react';
import { Link, useLoaderData } from 'react-router-dom';
import type { Booking } from '../../../domain/booking/booking';
import { MOVABLE_STATUSES } from '../../../domain/booking/booking-move';
import { othersOnDay } from '../../../domain/booking/competing-requests';
import { priceNames } from '../../../domain/content/price-package';
import { formatDateTime, formatDateWithWeekday } from '../../../domain/formatting/czech';
import { isAnonymised } from '../../../domain/privacy/retention';
import { TOKENS } from '../../../ports/tokens';
import type { PageLoaderContext } from '../../shared/routing/page-module';
import { pageNotFound } from '../../shared/routing/route-errors';
import { PageMeta } from '../../shared/seo/page-meta';
import { Alert } from '../../shared/ui/alert/alert';
import { Menu, type MenuAction } from '../../shared/ui/menu/menu';
import { StatusBadge } from '../../shared/ui/status-badge/status-badge';
import { Tabs } from '../../shared/ui/tabs/tabs';
import { csAdmin } from '../../texts/cs-admin';
import { csAdminBooking } from '../../texts/cs-admin-booking';
import { csDayPlan } from '../../texts/cs-day-plan';
import { ADMIN_BOOKINGS_STORE } from './admin-bookings-store-token';
import { AdminDeskNav } from './admin-desk-nav';
import { coupleLabel } from './anonymised';
import { BookingBilling } from './booking-billing';
import { BookingContract } from './booking-contract';
import { BookingDayPlan } from './booking-day-plan';
import { BookingDeposit } from './booking-deposit';
import { BookingDocuments } from './booking-documents';
import { BookingEditPanel } from './booking-edit-panel';
import { BookingEraseDialog } from './booking-erase';
import { BookingFields } from './booking-fields';
import { BookingHistory } from './booking-history';
import { BookingMails } from './booking-mails';
import { BookingMovePanel } from './booking-move-panel';
import { BookingMessages } from './booking-messages';
import { BookingNotes } from './booking-notes';
import { CompetingWarning } from './competing-requests-view';
import { StatusActions } from './status-actions';
import './desk.css';
import './desk-booking.css';

const t = csAdmin.detail;
const b = csAdminBooking;

/** Resolved before this page renders (the delivery log lives in the desk's store, whose code loads with the page). */
export const services = [ADMIN_BOOKINGS_STORE];

export async function loader({ services, params, path }: PageLoaderContext) {
  const [booking, thread, priceList, vatPayer] = await Promise.all([
    params.id ? services.get(TOKENS.Bookings).get(params.id) : null,
    // Only its length, for the tab; the tab itself opens the thread through the desk's callable (which marks it read).
    params.id ? services.get(TOKENS.Bookings).thread(params.id) : [],
    // Only for showing names instead of slugs: without the CMS the slugs still say enough.
    services.get(TOKENS.ContentBackend).getPriceList().catch(() => undefined),
    // Whether a missing billing address deserves a warning; unreadable settings warn of nothing (null).
    services.get(TOKENS.ContentBackend).getSiteSettings().then((settings) => settings.trader.vat.payer, () => null),
  ]);
  if (!booking) pageNotFound(path);
  // The other open requests for the same day (a hint: without them the detail still works).
  const competitors = othersOnDay(booking, await services.get(TOKENS.Bookings).openRequestsOn([booking.weddingDate]).catch(() => []));
  return { booking, threadCount: thread.length, priceList, competitors, vatPayer };
}

/** "Další akce": the rarer steps, the destructive one last and apart (the Menu sets it apart and draws it red). */
function moreActions(booking: Booking, open: { move(): void; erase(): void }): MenuAction[] {
  const movable = MOVABLE_STATUSES.includes(booking.status) && !isAnonymised(booking);
  return [
    ...(movable ? [{ id: 'move', label: b.moreMove, description: b.moreMoveHint, onAction: open.move }] : []),
    { id: 'erase', label: b.moreErase, description: b.moreEraseHint, tone: 'danger' as const, onAction: open.erase },
  ];
}

/**
 * One booking, in two columns on a wide screen: what the couple asked for, the money and the record (history,
 * messages, e-mails as tabs) on the left; on the right what to do next, the step forward first.
 */
export function Component() {
  const data = useLoaderData() as Awaited<ReturnType<typeof loader>>;
  const loaded = data.booking;
  const names = useMemo(() => priceNames(data.priceList), [data.priceList]);
  const [booking, setBooking] = useState(loaded);
  const current = booking.id === loaded.id ? booking : loaded;
  const [declined, setDeclined] = useState<{ id: string; ids: readonly string[] }>({ id: loaded.id, ids: [] });
  const competitors = data.competitors.filter((c) => declined.id !== loaded.id || !declined.ids.includes(c.id));
  const [moving, setMoving] = useState<string | null>(null);
  const [erasing, setErasing] = useState(false);
  return (
    <section className="desk-page">
      <PageMeta title={t.title(coupleLabel(current))} description={t.fieldsLabel} path={`/admin/bookings/${current.id}`} noIndex />
      <p className="desk-back">
        <Link to="/admin/bookings">{t.back}</Link>
      </p>
      <header className="desk-page__header">
        <h1>{t.title(coupleLabel(current))}</h1>
        <p className="desk-booking__summary">
          <StatusBadge status={current.status} /> <span>{formatDateWithWeekday(current.weddingDate)}</span> <span>{b.code(current.reservationCode)}</span>
        </p>
      </header>
      <AdminDeskNav />
      <CompetingWarning booking={current} others={competitors} />
      {current.erasureRequestedAt ? (
        <div role="note">
          <Alert tone="warning" announce={false}>
            {csAdmin.erasureRequested(formatDateTime(current.erasureRequestedAt))}
          </Alert>
        </div>
      ) : null}
      <div className="desk-booking">
        <div className="desk-booking__main">
          <BookingFields booking={current} names={names} />
          <BookingDeposit booking={current} />
          <BookingBilling key={`fakturace-${current.id}`} booking={current} vatPayer={data.vatPayer} onChanged={setBooking} />
          <BookingDocuments bookingId={current.id} />
          <BookingContract booking={current} />
          <Tabs
            label={b.tabsLabel}
            items={[
              { id: 'historie', label: b.tabs.history, count: current.history.length, content: <BookingHistory booking={current} /> },
              // The thread is opened (and so marked read) only when this tab is.
              { id: 'zpravy', label: b.tabs.messages, count: current.id === loaded.id ? data.threadCount : 0, content: <BookingMessages key={current.id} booking={current} /> },
              { id: 'emaily', label: b.tabs.mails, content: <BookingMails booking={current} /> },
              { id: 'harmonogram', label: csDayPlan.desk.tab, content: <BookingDayPlan booking={current} /> },
            ]}
          />
        </div>
        <aside className="desk-booking__side" aria-label={b.sideLabel}>
          <StatusActions
            key={`stav-${current.id}`}
            booking={current}
            onChanged={setBooking}
            competitors={competitors}
            onDeclinedOthers={(ids) => setDeclined({ id: current.id, ids })}
          />
          <div className="desk-booking__more">
            <Menu label={b.more} items={moreActions(current, { move: () => setMoving(current.id), erase: () => setErasing(true) })} />
          </div>
          {moving === current.id ? <BookingMovePanel key={`presun-${current.id}`} booking={current} onChanged={setBooking} /> : null}
          <BookingEditPanel key={`oprava-${current.id}`} booking={current} onChanged={setBooking} />
          <BookingNotes key={`poznamky-${current.id}`} booking={current} onSaved={setBooking} />
        </aside>
      </div>
      <BookingEraseDialog booking={current} isOpen={erasing} onOpenChange={setErasing} />
    </section>
  );
}
