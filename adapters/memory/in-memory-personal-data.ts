import type { InMemoryDayPlans } from './in-memory-day-plans';
import { eraseAccount as eraseAccountUseCase, eraseDeletedAccount as eraseDeletedAccountUseCase } from '../../application/privacy/erase-personal-data';
import { exportPersonalData as exportPersonalDataUseCase } from '../../application/privacy/export-personal-data';
import type { CoupleIdentity } from '../../domain/user/user';
import type { AccountErasure, PersonalDataErasure, PersonalDataExport } from '../../ports/couple-portal-port';
import type { InMemoryAuth } from './in-memory-auth';
import type { InMemoryBookingStore } from './in-memory-booking-repository';
import type { InMemoryContractStore } from './in-memory-contract-store';
import type { InMemoryOutbox } from './in-memory-outbox';
import type { IssuedDocumentsPort } from '../../ports/units/issued-documents-port';
import type { InMemoryRateLimits } from './in-memory-rate-limits';
import type { CoupleAccount } from '../../ports/units/couple-account-port';
import type { MailSettings } from '../../ports/units/mail-settings-port';
import type { GalleryPrivacyStore } from '../../ports/units/gallery-privacy-store-port';
import type { AccountErasureStore, StoredMail } from '../../ports/units/personal-data-store-port';

/**
 * GDPR self-service on the fakes (the couple's portal fake calls these): the same use cases as the `exportMyData` and
 * `deleteMyAccount` functions (application/privacy/export-personal-data.ts, erase-personal-data.ts) over the fakes'
 * booking store, outbox and rate counters; the fakes' atomic section stands for the transactions.
 */
export interface InMemoryPersonalDataStores {
  bookings: InMemoryBookingStore;
  outbox: InMemoryOutbox;
  /** Every fake's counters that may hold the e-mail's keys (booking submission, contact form, portal). */
  rates: readonly InMemoryRateLimits[];
  mail: Pick<MailSettings, 'siteUrl' | 'photographerEmail'>;
  account: CoupleAccount;
  /** The galleries fake's privacy view (InMemoryGalleryData.privacyStore), over the same bookings. */
  galleries: GalleryPrivacyStore;
  /** The wedding-day plans fake, when the composition has one: exported and erased with their bookings. */
  dayPlans?: InMemoryDayPlans;
  /** The contract fake's acceptances (absent: a world where no contract was accepted). */
  contracts?: Pick<InMemoryContractStore, 'acceptanceOf' | 'forget'>;
  /** The issued documents fake (absent: none was issued). */
  documents?: Pick<IssuedDocumentsPort, 'forBooking'>;
}

/** The fake accounts service's view of a signed-in couple (what Strapi's /users/me answers, secrets aside). */
export function inMemoryCoupleAccount(auth: InMemoryAuth): CoupleAccount {
  return {
    reauthenticate: (password) => auth.reauthenticate(password),
    fields: async () => {
      const user = auth.currentUser();
      return user && { id: user.id, username: user.displayName, email: user.email, provider: 'local', confirmed: user.confirmed, blocked: false };
    },
    remove: async () => {
      const user = auth.currentUser();
      if (user) auth.deleteAccount(user.email);
    },
  };
}

function stores(deps: InMemoryPersonalDataStores): AccountErasureStore {
  const { bookings, outbox } = deps;
  const desk = {
    load: async (bookingId: string) => {
      const booking = await bookings.get(bookingId);
      if (!booking) return null;
      const [lock] = await bookings.listDateLocks(booking.weddingDate, booking.weddingDate);
      return { booking, lock: lock ?? null };
    },
  };
  const stored = (id: string): StoredMail => {
    const entry = outbox.get(id)!;
    return { id, mail: entry.mail, queuedAt: entry.queuedAt };
  };
  return {
    async bookingsOf(email) {
      const found = [];
      let cursor: string | undefined;
      do {
        const page = await bookings.list({ search: email, orderBy: 'createdAt', direction: 'asc', limit: 100, ...(cursor ? { cursor } : {}) });
        found.push(...page.items);
        cursor = page.nextCursor;
      } while (cursor);
      return found;
    },
    threadOf: (bookingId) => bookings.thread(bookingId),
    dayPlanOf: async (bookingId) => deps.dayPlans?.get(bookingId)?.plan ?? null,
    contactMailsFrom: async (email) => outbox.list().filter((mail) => mail.replyTo === email && !mail.bookingId).map((mail) => stored(mail.id)),
    acceptanceOf: async (bookingId) => deps.contracts?.acceptanceOf(bookingId) ?? null,
    issuedDocumentsOf: async (bookingId) => (await deps.documents?.forBooking(bookingId)) ?? [],
    erasures: (work) =>
      bookings.atomically(() =>
        work({
          ...desk,
          queuedMailIds: async (id) =>
            outbox.list().filter((mail) => mail.bookingId === id || mail.bookingIds?.includes(id)).map((mail) => mail.id),
          // The fake derives its date locks from the bookings, so the lock change needs no write of its own; the
          // store drops the booking's thread with it.
          remove: async (booking, _lock, { mailIds }) => {
            await bookings.delete(booking.id);
            deps.dayPlans?.delete(booking.id);
            outbox.remove(mailIds);
            deps.contracts?.forget(booking.id);
          },
        }),
      ),
    flags: (work) =>
      bookings.atomically(() =>
        work({
          ...desk,
          flag: async (flagged, mail) => {
            for (const booking of flagged) await bookings.markErasureRequested(booking.id, booking.erasureRequestedAt!);
            outbox.queue([mail], flagged[0]!.erasureRequestedAt!);
          },
        }),
      ),
    async deleteMailsOf(email) {
      const ids = outbox.list().filter((mail) => mail.to === email || mail.replyTo === email).map((mail) => mail.id);
      outbox.remove(ids);
      return ids;
    },
    // The fakes have no backups for a record of the erasure to protect.
    recordErasure: async () => {},
    deleteRateCounters: async (keys) => deps.rates.reduce((sum, rates) => sum + rates.forget(keys), 0),
  };
}

export function exportPersonalData(identity: CoupleIdentity, password: unknown, deps: InMemoryPersonalDataStores, now: Date): Promise<PersonalDataExport> {
  return exportPersonalDataUseCase({ identity, now, password }, deps.account, stores(deps), deps.galleries);
}

export function eraseAccount(identity: CoupleIdentity, password: unknown, galleries: unknown, deps: InMemoryPersonalDataStores, now: Date): Promise<AccountErasure> {
  return eraseAccountUseCase({ identity, now, password, galleries }, deps.account, stores(deps), deps.mail, deps.galleries);
}

/** The accounts service reports an account deleted elsewhere (the functions' accountDeleted hook): the same erasure. */
export function eraseDeletedAccount(email: unknown, deps: InMemoryPersonalDataStores, now: Date): Promise<PersonalDataErasure> {
  return eraseDeletedAccountUseCase({ email, now }, stores(deps), deps.mail, deps.galleries);
}
