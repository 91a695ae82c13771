import { useState } from 'react';
import { Link, useLoaderData, useNavigate } from 'react-router-dom';
import type { DateLock } from '../../../domain/booking/booking';
import { monthKey, monthRange, pragueDate } from '../../../domain/booking/calendar';
import { competingRequests } from '../../../domain/booking/competing-requests';
import { formatDate, formatMonthYear } from '../../../domain/formatting/czech';
import { TOKENS } from '../../../ports/tokens';
import { useService } from '../../shared/services/services-context';
import type { PageLoaderContext } from '../../shared/routing/page-module';
import { PageMeta } from '../../shared/seo/page-meta';
import { useAction } from '../../shared/forms/use-action';
import { Alert } from '../../shared/ui/alert/alert';
import { csAdmin } from '../../texts/cs-admin';
import { csAdminCalendar } from '../../texts/cs-admin-calendar';
import { AdminDeskNav } from './admin-desk-nav';
import { failureCode } from './failure-code';
import { CalendarFeedPanel } from './calendar-feed-panel';
import { CalendarLegend } from './calendar-legend';
import { CompetingDays, competingDayPath } from './competing-requests-view';
import { openRequestsBetween } from './open-requests';
import { MonthGrid } from './month-grid';
import { SeasonGrid } from './season-grid';
import './desk.css';
import './desk-calendar.css';

const t = csAdmin.calendar;
const c = csAdminCalendar;
const MONTH = /^(\d{4})-(0[1-9]|1[0-2])$/;
const YEAR = /^(20\d{2})$/;
const PATH = '/admin/kalendar';

/** `?rok=2027`: the season (a whole year); `?mesic=2027-06` or nothing: one month (this one). */
function viewParam(search: URLSearchParams): { view: 'month' | 'season'; year: number; month: number } {
  const [thisYear, thisMonth] = pragueDate(new Date()).split('-').map(Number) as [number, number];
  const year = YEAR.exec(search.get('rok') ?? '');
  if (year) return { view: 'season', year: Number(year[1]), month: 0 };
  const match = MONTH.exec(search.get('mesic') ?? '');
  return match ? { view: 'month', year: Number(match[1]), month: Number(match[2]) - 1 } : { view: 'month', year: thisYear, month: thisMonth - 1 };
}

/**
 * One range query for the locks (booked and blocked days carry no personal data), and one for the open requests, to
 * mark the days several of them want (a hint: without it the calendar still works).
 */
export async function loader({ services, request }: PageLoaderContext) {
  const { view, year, month } = viewParam(new URL(request.url).searchParams);
  const { from, to } = view === 'season' ? { from: `${year}-01-01`, to: `${year}-12-31` } : monthRange(year, month);
  const bookings = services.get(TOKENS.Bookings);
  try {
    const [locks, open] = await Promise.all([bookings.listDateLocks(from, to), openRequestsBetween(bookings, from, to).catch(() => [])]);
    return { view, year, month, locks, competing: competingRequests(open), failure: null };
  } catch (error) {
    // A calendar of unknown days would show every day free: the days stay hidden, the Czech reason is shown.
    return { view, year, month, locks: [] as DateLock[], competing: competingRequests([]), failure: failureCode(error) };
  }
}

function ViewSwitch({ view, year, month }: { view: 'month' | 'season'; year: number; month: number }) {
  const monthLink = `${PATH}?mesic=${monthKey(year, view === 'season' ? Number(pragueDate(new Date()).slice(5, 7)) - 1 : month)}`;
  return (
    <nav aria-label={c.views.label} className="desk-segmented">
      <Link to={monthLink} aria-current={view === 'month' ? 'page' : undefined}>
        {c.views.month}
      </Link>
      <Link to={`${PATH}?rok=${year}`} aria-current={view === 'season' ? 'page' : undefined}>
        {c.views.season}
      </Link>
    </nav>
  );
}

export function Component() {
  const data = useLoaderData() as Awaited<ReturnType<typeof loader>>;
  const admin = useService(TOKENS.BookingAdmin);
  const navigate = useNavigate();
  const [changes, setChanges] = useState<{ key: string; locks: Map<string, DateLock> } | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const key = data.view === 'season' ? String(data.year) : monthKey(data.year, data.month);
  const locks = changes?.key === key ? changes.locks : new Map(data.locks.map((l) => [l.date, l]));
  const now = new Date();
  const today = pragueDate(now);
  const toggle = useAction(async (date: string) => {
    const lock = locks.get(date);
    const next = new Map(locks);
    if (lock?.reason === 'blocked') {
      await admin.unblockDate(date);
      next.delete(date);
      setAnnouncement(t.unblockedNow(formatDate(date)));
    } else {
      await admin.blockDate(date);
      next.set(date, { date, reason: 'blocked' });
      setAnnouncement(t.blockedNow(formatDate(date)));
    }
    setChanges({ key, locks: next });
  });

  function activate(date: string) {
    const lock = locks.get(date);
    // A booked or held day opens the booking (a held day: the request holding it, to confirm or decline).
    if ((lock?.reason === 'booked' || lock?.reason === 'held') && lock.bookingId) void navigate(`/admin/bookings/${encodeURIComponent(lock.bookingId)}`);
    // A free day that open requests want opens them side by side: blocking it would refuse every one of them.
    else if (!lock && data.competing.has(date)) void navigate(competingDayPath(date));
    else if (!toggle.pending) void toggle.run(date);
  }

  const season = data.view === 'season';
  return (
    <section className="desk-page">
      <PageMeta title={t.title} description={t.description} path={PATH} noIndex />
      <header className="desk-page__header">
        <h1>{t.title}</h1>
        <ViewSwitch view={data.view} year={data.year} month={data.month} />
      </header>
      <AdminDeskNav />
      <p className="desk-page__lead">{t.description}</p>
      <div className="desk-calendar-bar">
        {season ? (
          <>
            <Link to={`${PATH}?rok=${data.year - 1}`}>{c.previousYear}</Link>
            <h2 className="desk-calendar-bar__title">{c.seasonTitle(data.year)}</h2>
            <Link to={`${PATH}?rok=${data.year + 1}`}>{c.nextYear}</Link>
          </>
        ) : (
          <>
            <Link to={`${PATH}?mesic=${monthKey(data.year, data.month - 1)}`}>{t.previous}</Link>
            <Link to={`${PATH}?mesic=${monthKey(data.year, data.month + 1)}`}>{t.next}</Link>
          </>
        )}
      </div>
      {data.failure ? <Alert tone="error" error={data.failure} announce={false} /> : null}
      <CalendarLegend />
      <p id="kalendar-napoveda" className="desk-calendar-hint">
        {season ? c.seasonHint : t.legend}
      </p>
      {data.failure ? null : season ? (
        <SeasonGrid key={key} year={data.year} locks={locks} competing={data.competing} onActivate={activate} now={now} today={today} />
      ) : (
        <MonthGrid key={key} year={data.year} month={data.month} caption={formatMonthYear(data.year, data.month)} locks={locks} competing={data.competing} onActivate={activate} now={now} today={today} />
      )}
      <p role="status">{announcement}</p>
      {toggle.error ? <Alert tone="error" error={toggle.error} /> : null}
      <CompetingDays days={[...data.competing.values()]} />
      <CalendarFeedPanel />
    </section>
  );
}
