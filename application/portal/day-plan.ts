import type { Booking } from '../../domain/booking/booking';
import { rateRules } from '../../domain/booking/booking-policy';
import { canEditDayPlan, EMPTY_DAY_PLAN, readDayPlan, type StoredDayPlan } from '../../domain/day-plan/day-plan';
import { DomainError } from '../../domain/errors';
import { requireAdmin, type Caller, type CoupleIdentity } from '../../domain/user/user';
import type { DayPlanRecord, DayPlanStore } from '../../ports/units/day-plan-store-port';
import { bookingIdOf } from '../booking/booking-id';
import { mailContext } from '../mail/mail-context';
import { identifyCouple, ownedBy, type PortalCall } from './couple-portal';
import { withNotice } from './day-plan-notices';

/** A plan as the portal and the desk show it: never-saved is the empty plan with no `updatedAt`. */
function shown(booking: Booking, record: DayPlanRecord | null): StoredDayPlan {
  return { bookingId: booking.id, plan: record?.plan ?? EMPTY_DAY_PLAN, updatedAt: record?.updatedAt ?? null, editable: canEditDayPlan(booking.status) };
}

function identify(call: PortalCall, store: DayPlanStore): Promise<CoupleIdentity> {
  return identifyCouple(call, store, (identity) => rateRules.portal(call.client, { email: identity.email }));
}

/** The couple's own booking, or `booking/not-found` exactly as for an id that does not exist. */
function own(booking: Booking | null, identity: CoupleIdentity): Booking {
  if (!booking || !ownedBy(booking, identity)) throw new DomainError('booking/not-found');
  return booking;
}

/** The couple reads the plan of one of their bookings (any status: after the wedding it stays readable). */
export async function readMyDayPlan(call: PortalCall & { bookingId: unknown }, store: DayPlanStore): Promise<StoredDayPlan> {
  const identity = await identify(call, store);
  const bookingId = bookingIdOf(call.bookingId);
  const booking = own(await store.booking(bookingId), identity);
  return shown(booking, await store.plan(bookingId));
}

/**
 * The couple saves the plan as they type: validated with the same rule as the editor (domain readDayPlan), only
 * while the booking holds its date before the wedding (`plan/not-open`), stored whole. When it changed since the
 * photographer's last notice and that notice is an hour old (or there is none), she gets a summary of what changed,
 * queued in the same unit; otherwise the scheduled run tells her once the hour is over (day-plan-notices.ts).
 */
export async function saveMyDayPlan(call: PortalCall & { bookingId: unknown; plan: unknown }, store: DayPlanStore): Promise<StoredDayPlan> {
  const identity = await identify(call, store);
  const bookingId = bookingIdOf(call.bookingId);
  const plan = readDayPlan(call.plan);
  const context = await mailContext(store.mail, call.now);
  return store.atomically(async (unit) => {
    const booking = own(await unit.booking(bookingId), identity);
    if (!canEditDayPlan(booking.status)) throw new DomainError('plan/not-open');
    const { record, mails } = withNotice(booking, await unit.plan(bookingId), plan, call.now.toISOString(), call.now, context);
    await unit.save(bookingId, record, mails);
    return shown(booking, record);
  });
}

/** The desk reads any booking's plan (admin only); an unknown booking is `booking/not-found`. */
export async function readDayPlanAtDesk(call: { caller: Caller | null; bookingId: unknown }, store: Pick<DayPlanStore, 'booking' | 'plan'>): Promise<StoredDayPlan> {
  requireAdmin(call.caller);
  const bookingId = bookingIdOf(call.bookingId);
  const booking = await store.booking(bookingId);
  if (!booking) throw new DomainError('booking/not-found');
  return shown(booking, await store.plan(bookingId));
}
