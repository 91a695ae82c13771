import { inject, injectable, optional } from 'inversify';
import { identifyCouple, listMyBookings, markMyMessagesRead, saveMyBillingDetails, sendMyMessage, withdrawMyBooking } from '../../application/portal/couple-portal';
import type { BillingInput } from '../../domain/documents/billing-details';
import { rateRules } from '../../domain/booking/booking-policy';
import type { Booking } from '../../domain/booking/booking';
import { DomainError } from '../../domain/errors';
import { coupleIdentityOf } from '../../domain/user/user';
import type { AccountErasure, CouplePortalPort, PersonalDataExport, PortalBooking } from '../../ports/couple-portal-port';
import { TOKENS } from '../../ports/tokens';
import type { InMemoryAuth } from './in-memory-auth';
import type { InMemoryBookingStore } from './in-memory-booking-repository';
import { eraseAccount, exportPersonalData, inMemoryCoupleAccount, type InMemoryPersonalDataStores } from './in-memory-personal-data';
import type { InMemoryDayPlans } from './in-memory-day-plans';
import type { InMemoryOutbox } from './in-memory-outbox';
import { InMemoryRateLimits } from './in-memory-rate-limits';
import type { MemoryAdapterOptions } from './memory-adapter-options';
import { MEMORY_TOKENS, NO_BANK_PAYMENTS } from './memory-tokens';
import type { CouplePortalStore } from '../../ports/units/couple-portal-store-port';
import type { BankLedgerPort } from '../../ports/units/bank-import-port';
import type { MailSettings } from '../../ports/units/mail-settings-port';
import type { GalleryPrivacyStore } from '../../ports/units/gallery-privacy-store-port';
import type { GalleryErasureChoice } from '../../domain/privacy/gallery-privacy';

/** A portal wired without the galleries fake (the portal's own contract test): an account with no galleries. */
/** A privacy store without galleries: for a portal (and tests) whose subject is not the galleries. */
export const NO_GALLERIES: GalleryPrivacyStore = {
  galleriesOf: async () => [],
  bookingEmail: async () => null,
  photos: async () => [],
  favourites: async () => [],
  selection: async () => null,
  atomically: (work) => work({} as never),
  deleteGallery: async () => undefined,
  forgetViewer: async () => undefined,
  expiredBefore: async function* () {},
};

/** The fake's one browser is one client. */
const CLIENT = 'memory-browser';

/**
 * The couple's portal on the fakes: the same use cases as the portal callables (application/portal), over the shared
 * booking store and outbox. Who calls is the visitor-accounts fake's signed-in user, vouched for as the functions
 * vouch for a Strapi account (coupleIdentityOf: confirmed, not blocked) — the fake's "session" is that user.
 */
@injectable()
export class InMemoryCouplePortal implements CouplePortalPort {
  private readonly rates: InMemoryRateLimits;

  constructor(
    @inject(MEMORY_TOKENS.BookingStore) private readonly bookings: InMemoryBookingStore,
    // The visitor-accounts fake itself (bound to TOKENS.VisitorAuth in the memory profile): "Smazat účet" removes its account.
    @inject(TOKENS.VisitorAuth) private readonly auth: InMemoryAuth,
    @inject(MEMORY_TOKENS.Options) private readonly options: MemoryAdapterOptions,
    @inject(MEMORY_TOKENS.Outbox) private readonly outbox: InMemoryOutbox,
    @inject(MEMORY_TOKENS.Mail) private readonly mail: MailSettings,
    @inject(MEMORY_TOKENS.GalleryPrivacy) @optional() private readonly galleries: () => Promise<GalleryPrivacyStore> = async () => NO_GALLERIES,
    @inject(MEMORY_TOKENS.DayPlans) @optional() private readonly dayPlans?: InMemoryDayPlans,
    // The bank fake's record of what each booking's symbol brought; a portal wired without it has had no payments.
    @inject(MEMORY_TOKENS.BankLedger) @optional() private readonly ledger: () => Promise<Pick<BankLedgerPort, 'depositPayments'>> = async () => NO_BANK_PAYMENTS,
  ) {
    this.rates = new InMemoryRateLimits(() => this.now());
  }

  private now(): Date {
    return this.options.now?.() ?? new Date();
  }

  private store(): CouplePortalStore {
    return {
      verify: () => this.identity(),
      countAttempt: async (rules) => this.rates.take(rules),
      bookingsOf: (email) => bookingsOfEmail(this.bookings, email),
      threadOf: (bookingId) => this.bookings.thread(bookingId),
      depositPaymentsOf: async (bookingIds) => {
        const ledger = await this.ledger();
        const found = await Promise.all(bookingIds.map((id) => ledger.depositPayments(id)));
        return found.filter((payments) => payments !== null);
      },
      locksOn: async (dates) => {
        const locks = await Promise.all(dates.map((date) => this.bookings.listDateLocks(date, date)));
        return locks.flat();
      },
      atomically: (work) =>
        this.bookings.atomically(() =>
          work({
            load: async (bookingId) => {
              const booking = await this.bookings.get(bookingId);
              if (!booking) return null;
              const [lock] = await this.bookings.listDateLocks(booking.weddingDate, booking.weddingDate);
              return { booking, lock: lock ?? null };
            },
            thread: (bookingId) => this.bookings.thread(bookingId),
            saveMarks: (after) => this.bookings.replace(after),
            // The fake derives its date locks from the bookings, so the lock change needs no write of its own.
            save: async (after, _lock, mails, message) => {
              await this.bookings.replace(after);
              if (message) await this.bookings.addMessage(after.id, message);
              this.outbox.queue(mails, after.updatedAt);
            },
          }),
        ),
      mail: this.mail,
    };
  }

  private async call() {
    return { session: await this.auth.sessionToken(), client: CLIENT, now: this.now() };
  }

  async myBookings(): Promise<PortalBooking[]> {
    return listMyBookings(await this.call(), this.store());
  }

  async withdraw(bookingId: string): Promise<PortalBooking> {
    return withdrawMyBooking({ ...(await this.call()), bookingId }, this.store());
  }

  async sendMessage(bookingId: string, text: string): Promise<PortalBooking> {
    return sendMyMessage({ ...(await this.call()), bookingId, text }, this.store());
  }

  async markMessagesRead(bookingId: string): Promise<PortalBooking> {
    return markMyMessagesRead({ ...(await this.call()), bookingId }, this.store());
  }

  async saveBillingDetails(bookingId: string, billing: BillingInput | null): Promise<PortalBooking> {
    return saveMyBillingDetails({ ...(await this.call()), bookingId, billing }, this.store());
  }

  /** The signed-in user while the accounts fake still accepts the session (one taken back elsewhere is nobody). */
  private async identity() {
    const identity = (await this.auth.sessionToken()) ? coupleIdentityOf(this.auth.currentUser()) : null;
    if (!identity) throw new DomainError('auth/not-signed-in');
    return identity;
  }

  private async personalData(): Promise<InMemoryPersonalDataStores> {
    const galleries = await this.galleries();
    return { bookings: this.bookings, outbox: this.outbox, rates: [this.rates], mail: this.mail, account: inMemoryCoupleAccount(this.auth), galleries, ...(this.dayPlans ? { dayPlans: this.dayPlans } : {}) };
  }

  /**
   * GDPR self-service: the same use cases as the exportMyData and deleteMyAccount functions (in-memory-personal-data.ts),
   * counted per client and account like theirs, the password checked again by the accounts fake.
   */
  async exportMyData(password: string): Promise<PersonalDataExport> {
    return exportPersonalData(await this.personalDataCaller(), password, await this.personalData(), this.now());
  }

  async deleteAccount(password: string, galleries?: GalleryErasureChoice): Promise<AccountErasure> {
    return eraseAccount(await this.personalDataCaller(), password, galleries, await this.personalData(), this.now());
  }

  private async personalDataCaller() {
    const call = await this.call();
    return identifyCouple(call, { verify: () => this.identity(), countAttempt: async (rules) => this.rates.take(rules) }, ({ email }) => [
      ...rateRules.portal(call.client),
      ...rateRules.personalData(email),
    ]);
  }
}

/** Every booking whose contact e-mail is `email` (the verified account's), newest wedding first, read page by page. */
export async function bookingsOfEmail(bookings: Pick<InMemoryBookingStore, 'list'>, email: string): Promise<Booking[]> {
  const found: Booking[] = [];
  let cursor: string | undefined;
  do {
    const page = await bookings.list({ orderBy: 'weddingDate', direction: 'desc', limit: 100, ...(cursor ? { cursor } : {}) });
    found.push(...page.items.filter((booking) => booking.contact.email === email));
    cursor = page.nextCursor;
  } while (cursor);
  return found;
}
