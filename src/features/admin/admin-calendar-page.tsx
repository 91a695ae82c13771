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
import { csAdmin } from '../../texts/cs-admin';
import { ActionError, AdminDeskNav } from './admin-desk-nav';
import { CalendarFeedPanel } from './calendar-feed-panel';
import { CompetingDays, competingDayPath } from './competing-requests-view';
import { openRequestsBetween } from './open-requests';
import { MonthGrid } from './month-grid';

const t = csAdmin.calendar;
const MONTH = /^(\d{4})-(0[1-9]|1[0-2])$/;

function monthParam(value: string | null): { year: number; month: number } {
  const match = value ? MONTH.exec(value) : null;
  const [y, m] = match ? [Number(match[1]), Number(match[2])] : pragueDate(new Date()).split('-').map(Number);
  return { year: y!, month: m! - 1 };
}

/**
 * One range query for the month's locks (booked and blocked days carry no personal data), and one for its open
 * requests, to mark the days several of them want (a hint: without it the calendar still works).
 */
export async function loader({ services, request }: PageLoaderContext) {
  const { year, month } = monthParam(new URL(request.url).searchParams.get('mesic'));
  const { from, to } = monthRange(year, month);
  const bookings = services.get(TOKENS.Bookings);
  const [locks, open] = await Promise.all([bookings.listDateLocks(from, to), openRequestsBetween(bookings, from, to).catch(() => [])]);
  return { year, month, locks, competing: competingRequests(open) };
}

export function Component() {
  const data = useLoaderData() as Awaited<ReturnType<typeof loader>>;
  const admin = useService(TOKENS.BookingAdmin);
  const navigate = useNavigate();
  const [changes, setChanges] = useState<{ key: string; locks: Map<string, DateLock> } | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const key = monthKey(data.year, data.month);
  const locks = changes?.key === key ? changes.locks : new Map(data.locks.map((l) => [l.date, l]));
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

  const heading = formatMonthYear(data.year, data.month);
  return (
    <section>
      <PageMeta title={t.title} description={t.description} path="/admin/kalendar" noIndex />
      <h1>{t.title}</h1>
      <AdminDeskNav />
      <p>{t.description}</p>
      <p>
        <Link to={`/admin/kalendar?mesic=${monthKey(data.year, data.month - 1)}`}>{t.previous}</Link>{' '}
        <Link to={`/admin/kalendar?mesic=${monthKey(data.year, data.month + 1)}`}>{t.next}</Link>
      </p>
      <p id="kalendar-napoveda">{t.legend}</p>
      <MonthGrid key={key} year={data.year} month={data.month} caption={heading} locks={locks} competing={data.competing} onActivate={activate} />
      <p role="status">{announcement}</p>
      <ActionError id="kalendar-chyba" code={toggle.error} />
      <CompetingDays days={[...data.competing.values()]} />
      <CalendarFeedPanel />
    </section>
  );
}
