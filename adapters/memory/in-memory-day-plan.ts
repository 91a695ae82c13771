import { inject, injectable } from 'inversify';
import { readDayPlanAtDesk, readMyDayPlan, saveMyDayPlan } from '../../application/portal/day-plan';
import type { DayPlan, StoredDayPlan } from '../../domain/day-plan/day-plan';
import { DomainError } from '../../domain/errors';
import { callerOf, coupleIdentityOf } from '../../domain/user/user';
import type { AuthPort } from '../../ports/auth-port';
import type { CoupleDayPlanPort, DeskDayPlanPort } from '../../ports/day-plan-port';
import { TOKENS } from '../../ports/tokens';
import type { DayPlanNoticeStore, DayPlanStore, DayPlanUnit } from '../../ports/units/day-plan-store-port';
import type { Atomically } from '../../ports/units/unit-of-work-port';
import type { MailSettings } from '../../ports/units/mail-settings-port';
import type { InMemoryBookingStore } from './in-memory-booking-repository';
import type { InMemoryOutbox } from './in-memory-outbox';
import { InMemoryRateLimits } from './in-memory-rate-limits';
import type { MemoryAdapterOptions } from './memory-adapter-options';
import { MEMORY_TOKENS } from './memory-tokens';
import type { InMemoryDayPlans } from './in-memory-day-plans';

/** The fake's one browser is one client (as the portal fake's). */
const CLIENT = 'memory-browser';

type MemoryPlanDeps = { bookings: InMemoryBookingStore; plans: InMemoryDayPlans; outbox: InMemoryOutbox; mail: MailSettings };

/** One save's unit over the shared booking fake's lock: the plan written and its notice's mail queued together. */
function memoryDayPlanUnits({ bookings, plans, outbox }: MemoryPlanDeps): Atomically<DayPlanUnit> {
  return (work) =>
    bookings.atomically(() =>
      work({
        booking: (id) => bookings.get(id),
        plan: async (id) => plans.get(id),
        save: async (id, record, mails) => {
          plans.set(id, record);
          outbox.queue(mails, record.notice?.at ?? record.updatedAt);
        },
      }),
    );
}

/** The same store the functions build over Firestore, here over the shared booking fake, outbox and plans. */
function memoryDayPlanStore(deps: MemoryPlanDeps & { rates: InMemoryRateLimits; verify: DayPlanStore['verify'] }): DayPlanStore {
  const { bookings, plans, mail, rates } = deps;
  return {
    verify: deps.verify,
    countAttempt: async (rules) => rates.take(rules),
    booking: (id) => bookings.get(id),
    plan: async (id) => plans.get(id),
    atomically: memoryDayPlanUnits(deps),
    mail,
  };
}

/** The scheduled run's store over the fakes (the functions' dayPlanNoticeStore): tests run it with their own clock. */
export function memoryDayPlanNoticeStore(deps: MemoryPlanDeps): DayPlanNoticeStore {
  return {
    async *pendingNotices(at) {
      yield* deps.plans.pendingNotices(at);
    },
    atomically: memoryDayPlanUnits(deps),
    mail: deps.mail,
  };
}

/** The couple's plan on the fakes: the same use cases as the plan callables, the visitor-accounts fake's user as the session. */
@injectable()
export class InMemoryCoupleDayPlan implements CoupleDayPlanPort {
  private readonly rates: InMemoryRateLimits;

  constructor(
    @inject(MEMORY_TOKENS.BookingStore) private readonly bookings: InMemoryBookingStore,
    @inject(TOKENS.VisitorAuth) private readonly auth: AuthPort,
    @inject(MEMORY_TOKENS.Options) private readonly options: MemoryAdapterOptions,
    @inject(MEMORY_TOKENS.Outbox) private readonly outbox: InMemoryOutbox,
    @inject(MEMORY_TOKENS.Mail) private readonly mail: MailSettings,
    @inject(MEMORY_TOKENS.DayPlans) private readonly plans: InMemoryDayPlans,
  ) {
    this.rates = new InMemoryRateLimits(() => this.now());
  }

  private now(): Date {
    return this.options.now?.() ?? new Date();
  }

  private store(): DayPlanStore {
    const verify = async () => {
      const identity = (await this.auth.sessionToken?.()) ? coupleIdentityOf(this.auth.currentUser()) : null;
      if (!identity) throw new DomainError('auth/not-signed-in');
      return identity;
    };
    return memoryDayPlanStore({ bookings: this.bookings, plans: this.plans, outbox: this.outbox, mail: this.mail, rates: this.rates, verify });
  }

  private async call(bookingId: string) {
    return { session: (await this.auth.sessionToken?.()) ?? null, client: CLIENT, now: this.now(), bookingId };
  }

  async read(bookingId: string): Promise<StoredDayPlan> {
    return readMyDayPlan(await this.call(bookingId), this.store());
  }

  async save(bookingId: string, plan: DayPlan): Promise<StoredDayPlan> {
    return saveMyDayPlan({ ...(await this.call(bookingId)), plan }, this.store());
  }
}

/** The desk's read of a plan on the fakes: the admin-auth fake's user as the caller. */
@injectable()
export class InMemoryDeskDayPlan implements DeskDayPlanPort {
  constructor(
    @inject(MEMORY_TOKENS.BookingStore) private readonly bookings: InMemoryBookingStore,
    @inject(TOKENS.AdminAuth) private readonly auth: AuthPort,
    @inject(MEMORY_TOKENS.DayPlans) private readonly plans: InMemoryDayPlans,
  ) {}

  read(bookingId: string): Promise<StoredDayPlan> {
    return readDayPlanAtDesk(
      { caller: callerOf(this.auth.currentUser()), bookingId },
      { booking: (id) => this.bookings.get(id), plan: async (id) => this.plans.get(id) },
    );
  }
}
