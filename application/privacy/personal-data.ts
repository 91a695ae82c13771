import type { Booking } from '../../domain/booking/booking';
import { emailRateKeys } from '../../domain/booking/booking-policy';
import { erasureRequestMail } from '../../domain/mail/templates/erasure-request';
import type { OutgoingMail } from '../../domain/mail/outgoing-mail';
import {
  accountExportOf,
  consentsOf,
  isBookingOf,
  keptOnErasure,
  withErasureRequested,
} from '../../domain/privacy/personal-data';
import type { CoupleIdentity } from '../../domain/user/user';
import type { AccountErasure, PersonalDataExport } from '../../ports/couple-portal-port';
import { eraseLoaded, type EraseUnit } from '../booking/erase-booking';
import type { BookingDeskUnit } from '../booking/change-status';
import type { Atomically } from '../shared/unit-of-work';

/** The couple's account at the accounts service (Strapi), acting with the couple's own session. */
export interface CoupleAccount {
  /** The account's fields as the accounts service answers them (secrets included: the use case picks). */
  fields(): Promise<unknown>;
  /** Deletes the account; the session ends with it. */
  remove(): Promise<void>;
}

/** An outbox mail with when it was queued (unknown for mails queued before mails carried it). */
export interface StoredMail {
  id: string;
  mail: OutgoingMail;
  queuedAt?: string;
}

export interface PersonalDataReads {
  /** The bookings whose contact e-mail is this one (a superset is fine: the use case checks again). */
  bookingsOf(email: string): Promise<Booking[]>;
  /**
   * The contact-form messages sent from this e-mail: the outbox mails to the photographer whose `replyTo` is it and
   * that are about no booking (a contact message is kept only as its mail).
   */
  contactMailsFrom(email: string): Promise<StoredMail[]>;
}

export interface ErasureFlagUnit extends BookingDeskUnit {
  /** Writes `erasureRequestedAt` on these bookings (nothing else) and queues the photographer's notice. */
  flag(bookings: Booking[], mail: OutgoingMail): Promise<void>;
}

export interface AccountErasureStore extends PersonalDataReads {
  erasures: Atomically<EraseUnit>;
  flags: Atomically<ErasureFlagUnit>;
  /** Deletes every outbox mail sent to this e-mail or whose `replyTo` is it; answers how many. */
  deleteMailsOf(email: string): Promise<number>;
  /** Deletes the rate counters of these keys, every window of each (the stores hash keys); answers how many. */
  deleteRateCounters(keys: string[]): Promise<number>;
}

export interface ErasureSettings {
  siteUrl: string;
  photographerEmail: string;
}

const mineOnly = (bookings: Booking[], email: string) =>
  bookings.filter((booking) => isBookingOf(booking, email)).sort((a, b) => a.weddingDate.localeCompare(b.weddingDate) || a.id.localeCompare(b.id));

/**
 * "Stáhnout moje údaje": everything stored about the verified account's e-mail — the account's fields (an allow-list:
 * no password hash, no tokens), every booking of that e-mail whole (history, messages, prices, the photographer's
 * notes: they are about the couple), the contact-form messages sent from it and every consent with its time.
 */
export async function exportPersonalData(
  command: { identity: CoupleIdentity; now: Date },
  account: CoupleAccount,
  reads: PersonalDataReads,
): Promise<PersonalDataExport> {
  const { email } = command.identity;
  const [fields, bookings, contactMails] = await Promise.all([account.fields(), reads.bookingsOf(email), reads.contactMailsFrom(email)]);
  const mine = mineOnly(bookings, email);
  const contactMessages = contactMails
    .filter((stored) => stored.mail.bookingId === undefined)
    .sort((a, b) => (a.queuedAt ?? '').localeCompare(b.queuedAt ?? ''))
    .map((stored) => ({
      id: stored.id,
      ...(stored.queuedAt ? { sentAt: stored.queuedAt } : {}),
      subject: stored.mail.message.subject,
      text: stored.mail.message.text,
    }));
  return {
    exportedAt: command.now.toISOString(),
    email,
    account: accountExportOf(fields),
    // The e-mail confirmation's digest is the system's own check (only the link confirms), not data about the couple.
    bookings: mine.map(({ emailTokenDigest: _check, ...booking }) => ({ ...booking }) as unknown as Record<string, unknown>),
    contactMessages,
    consents: consentsOf(mine, contactMessages.flatMap((message) => (message.sentAt ? [message.sentAt] : []))),
  };
}

/**
 * "Smazat účet": erases every booking of the account's e-mail that is not kept for a contract (with its lock or
 * hold and mails, as the admin's erasure does), keeps and flags each one whose status takes its date and tells the photographer once about the newly
 * flagged ones, deletes the outbox mails to and from the e-mail and its rate counters, and finally the account itself
 * — last, so that a call failing half-way can be repeated with the same session and finishes the job. Each booking is
 * decided again inside its own unit from what is stored then.
 */
export async function eraseAccount(
  command: { identity: CoupleIdentity; now: Date },
  account: CoupleAccount,
  store: AccountErasureStore,
  settings: ErasureSettings,
): Promise<AccountErasure> {
  const { email } = command.identity;
  const at = command.now.toISOString();
  const erasedBookings: string[] = [];
  const holding: string[] = [];
  for (const candidate of mineOnly(await store.bookingsOf(email), email)) {
    const outcome = await store.erasures(async (unit) => {
      const loaded = await unit.load(candidate.id);
      if (!loaded || !isBookingOf(loaded.booking, email)) return null;
      if (keptOnErasure(loaded.booking)) return 'kept';
      await eraseLoaded(unit, loaded, command.now);
      return 'erased';
    });
    if (outcome === 'erased') erasedBookings.push(candidate.id);
    if (outcome === 'kept') holding.push(candidate.id);
  }

  const kept = holding.length === 0 ? [] : await store.flags(async (unit) => {
    const loaded = (await Promise.all(holding.map((id) => unit.load(id)))).flatMap((entry) =>
      entry && isBookingOf(entry.booking, email) ? [entry.booking] : [],
    );
    const newlyFlagged = loaded.filter((booking) => !booking.erasureRequestedAt).map((booking) => withErasureRequested(booking, at));
    if (newlyFlagged.length > 0) {
      const mail: OutgoingMail = {
        // One notice per request: a retried unit writes the same document, a later request (nothing new) none.
        id: `erasure-request-${newlyFlagged[0]!.id}-${command.now.getTime()}`,
        to: settings.photographerEmail,
        message: erasureRequestMail(newlyFlagged, settings),
        bookingIds: newlyFlagged.map((booking) => booking.id),
      };
      await unit.flag(newlyFlagged, mail);
    }
    return loaded;
  });

  await store.deleteMailsOf(email);
  await store.deleteRateCounters(emailRateKeys(email));
  await account.remove();
  return {
    accountDeleted: true,
    erasedBookings,
    keptBookings: kept.map((booking) => ({ reservationCode: booking.reservationCode, weddingDate: booking.weddingDate })),
  };
}
