import { useEffect, useState } from 'react';
import type { Booking } from '../../../domain/booking/booking';
import type { StoredDayPlan } from '../../../domain/day-plan/day-plan';
import { isDomainError, type ErrorCode } from '../../../domain/errors';
import { formatDateWithWeekday } from '../../../domain/formatting/czech';
import { TOKENS } from '../../../ports/tokens';
import { DayPlanView } from '../../shared/day-plan/day-plan-view';
import { useService } from '../../shared/services/services-context';
import { Alert } from '../../shared/ui/alert/alert';
import { Button } from '../../shared/ui/button/button';
import { csDayPlan } from '../../texts/cs-day-plan';
import './desk-day-plan.css';

const t = csDayPlan;

type Loaded = { status: 'loading' } | { status: 'ready'; stored: StoredDayPlan } | { status: 'failed'; code: ErrorCode };

/**
 * The couple's day plan in the booking's detail, read through the desk's callable, with "Tisk": the print stylesheet
 * (desk-day-plan.css) prints this section alone, headed by the couple and the day, on one or two A4 pages.
 */
export function BookingDayPlan({ booking }: { booking: Booking }) {
  const port = useService(TOKENS.DeskDayPlan);
  const [loaded, setLoaded] = useState<Loaded>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    let live = true;
    setLoaded({ status: 'loading' });
    port.read(booking.id).then(
      (stored) => live && setLoaded({ status: 'ready', stored }),
      (error: unknown) => live && setLoaded({ status: 'failed', code: isDomainError(error) ? error.code : 'unknown' }),
    );
    return () => {
      live = false;
    };
  }, [port, booking.id, attempt]);
  return (
    <section className="desk-day-plan" aria-labelledby="harmonogram">
      <div className="desk-day-plan__bar">
        <h2 id="harmonogram">
          {t.heading}
          <span className="desk-day-plan__who">
            {' – '}
            {booking.contact.coupleNames}, {formatDateWithWeekday(booking.weddingDate)}
          </span>
        </h2>
        {loaded.status === 'ready' ? (
          <Button className="desk-day-plan__print" onPress={() => window.print()}>
            {t.desk.print}
          </Button>
        ) : null}
      </div>
      {loaded.status === 'loading' ? <p role="status">{t.loading}</p> : null}
      {loaded.status === 'failed' ? (
        <Alert tone="error" title={t.loadFailed} error={loaded.code} action={<Button onPress={() => setAttempt((n) => n + 1)}>{t.retry}</Button>} />
      ) : null}
      {loaded.status === 'ready' ? (
        <>
          {loaded.stored.updatedAt ? <p className="desk-day-plan__updated">{t.desk.updated(loaded.stored.updatedAt)}</p> : null}
          <DayPlanView plan={loaded.stored.plan} level={3} />
        </>
      ) : null}
    </section>
  );
}
