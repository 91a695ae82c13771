import { useEffect, useState } from 'react';
import { useLoaderData } from 'react-router-dom';
import { loadDeskAgendaInRounds } from '../../../application/booking/load-desk-agenda';
import { ADMIN_BOOKINGS_PATH, ADMIN_HOME_PATH } from '../../../domain/booking/booking-links';
import { agendaIsClear, type DeskAgenda } from '../../../domain/booking/desk-agenda';
import { DEFAULT_REMINDER_SETTINGS } from '../../../domain/booking/reminders';
import { formatDateWithWeekday } from '../../../domain/formatting/czech';
import { readDepositDueDays } from '../../../domain/payment/deposit';
import { TOKENS } from '../../../ports/tokens';
import type { PageLoaderContext } from '../../shared/routing/page-module';
import { PageMeta } from '../../shared/seo/page-meta';
import { Alert } from '../../shared/ui/alert/alert';
import { ButtonLink } from '../../shared/ui/button/button-link';
import { EmptyState } from '../../shared/ui/empty-state/empty-state';
import { csAdminDashboard } from '../../texts/cs-admin-dashboard';
import { AdminDeskNav } from './admin-desk-nav';
import { failureCode } from './failure-code';
import { DeskAgendaCards } from './desk-agenda-cards';
import './desk.css';
import './desk-home.css';

const t = csAdminDashboard;

/**
 * What needs her today, over the BookingRepository and MailLog ports (application/booking/load-desk-agenda.ts). The
 * deposit's days to pay come from the CMS like the booking page's; without an answer the reminders' default holds.
 * A failed read shows its Czech message on the page rather than an error page: the links to the desk still work.
 */
export async function loader({ services }: PageLoaderContext) {
  const depositDueDays = services
    .get(TOKENS.ContentBackend)
    .getSiteSettings()
    .catch(() => null)
    .then((site) => readDepositDueDays(site?.deposit, DEFAULT_REMINDER_SETTINGS.depositDueDays));
  try {
    const rounds = await loadDeskAgendaInRounds({ bookings: services.get(TOKENS.Bookings), mailLog: services.get(TOKENS.MailLog) }, { now: new Date(), depositDueDays });
    return { agenda: rounds.first, complete: rounds.complete, failure: null };
  } catch (error) {
    return { agenda: null, complete: null, failure: failureCode(error) };
  }
}

/**
 * The first round's agenda at once, the whole one when its second round is in (the competition, the failed mails'
 * bookings); `pending` until then. A later load's agenda replaces an earlier one's late second round.
 */
function useCompleteAgenda(first: DeskAgenda | null, complete: Promise<DeskAgenda> | null) {
  const [done, setDone] = useState<{ from: Promise<DeskAgenda>; agenda: DeskAgenda } | null>(null);
  useEffect(() => {
    if (!complete) return;
    let live = true;
    // The second round's reads fail quietly inside it: without them the first round's agenda stays.
    complete.then((agenda) => live && setDone({ from: complete, agenda })).catch(() => undefined);
    return () => {
      live = false;
    };
  }, [complete]);
  const finished = done !== null && done.from === complete;
  return { agenda: finished ? done.agenda : first, pending: complete !== null && !finished };
}

export function Component() {
  const loaded = useLoaderData() as Awaited<ReturnType<typeof loader>>;
  const { failure } = loaded;
  const { agenda, pending } = useCompleteAgenda(loaded.agenda, loaded.complete);
  return (
    <section className="desk-page">
      <PageMeta title={t.title} description={t.description} path={ADMIN_HOME_PATH} noIndex />
      <header className="desk-page__header">
        <h1>{t.title}</h1>
        {agenda ? <p className="desk-page__lead">{t.today(formatDateWithWeekday(agenda.today))}</p> : null}
      </header>
      <AdminDeskNav />
      {failure ? <Alert tone="error" error={failure} announce={false} /> : null}
      {agenda && !pending && agendaIsClear(agenda) ? (
        <EmptyState title={t.allClear} action={<ButtonLink to={ADMIN_BOOKINGS_PATH} variant="secondary">{t.openList}</ButtonLink>}>
          <p>{t.allClearText}</p>
        </EmptyState>
      ) : agenda ? (
        <DeskAgendaCards agenda={agenda} competitionPending={pending} />
      ) : null}
    </section>
  );
}
