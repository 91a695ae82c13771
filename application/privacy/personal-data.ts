import type { Booking, BookingMessage } from '../../domain/booking/booking';
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
import { invalidInput } from '../../domain/errors';
import { emailError, normaliseEmail } from '../../domain/validation/fields';
import type { AccountErasure, PersonalDataErasure, PersonalDataExport } from '../../ports/couple-portal-port';
import { eraseLoaded, type EraseUnit } from '../booking/erase-booking';
import type { BookingDeskUnit } from '../booking/change-status';
import type { Atomically } from '../shared/unit-of-work';

/** The couple's account at the accounts service (Strapi), acting with the couple's own session. */
export interface CoupleAccount {
  /**
   * Proves it is still the couple (domain/user/reauthentication.ts), decided by the accounts service: resolves for the
   * account's password (or, for an account without one, a fresh sign-in); rejects `auth/reauth-required`,
   * `auth/wrong-password`, `auth/reauth-locked` (the session is then taken back) or `auth/not-signed-in`.
   */
  reauthenticate(password: unknown): Promise<void>;
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
  /** A booking's portal thread, oldest first. */
  threadOf(bookingId: string): Promise<BookingMessage[]>;
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
  /** Deletes every outbox mail sent to this e-mail or whose `replyTo` is it; answers their ids. */
  deleteMailsOf(email: string): Promise<string[]>;
  /**
   * Keeps a record that this account was erased, naming only ids (the account's, the deleted mails'): a restore of an
   * older backup replays it, so the account and those mails do not come back.
   */
  recordErasure(erasure: { accountId: string; mailIds: string[]; at: string }): Promise<void>;
  /** Deletes the rate counters of these keys, every window of each (the stores hash keys); answers how many. */
  deleteRateCounters(keys: string[]): Promise<number>;
}

export interface ErasureSettings {
  siteUrl: string;
  photographerEmail: string;
  /** The From header of the photographer's notice (domain/mail/sender.ts); absent: the sender's default. */
  from?: string | null;
}

const mineOnly = (bookings: Booking[], email: string) =>
  bookings.filter((booking) => isBookingOf(booking, email)).sort((a, b) => a.weddingDate.localeCompare(b.weddingDate) || a.id.localeCompare(b.id));

/** What the GDPR self-service runs for: the verified couple, and the password they typed again (untrusted). */
export interface PersonalDataCommand {
  identity: CoupleIdentity;
  now: Date;
  password: unknown;
}

/**
 * "Stáhnout moje údaje", once the accounts service has accepted the password again: everything stored about the
 * verified account's e-mail — the account's fields (an allow-list: no password hash, no tokens), every booking of that
 * e-mail whole (history, its thread as `messages`, prices, the photographer's
 * notes: they are about the couple), the contact-form messages sent from it and every consent with its time.
 */
export async function exportPersonalData(command: PersonalDataCommand, account: CoupleAccount, reads: PersonalDataReads): Promise<PersonalDataExport> {
  await account.reauthenticate(command.password);
  const { email } = command.identity;
  const [fields, bookings, contactMails] = await Promise.all([account.fields(), reads.bookingsOf(email), reads.contactMailsFrom(email)]);
  const mine = mineOnly(bookings, email);
  const threads = await Promise.all(mine.map((booking) => reads.threadOf(booking.id)));
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
    bookings: mine.map(({ emailTokenDigest: _check, ...booking }, i) => ({ ...booking, messages: threads[i] }) as unknown as Record<string, unknown>),
    contactMessages,
    consents: consentsOf(mine, contactMessages.flatMap((message) => (message.sentAt ? [message.sentAt] : []))),
  };
}

/**
 * Why an account's data is erased: the couple asked from their portal ("Smazat účet"), or the accounts service told
 * the functions that the account is gone (deleted in the Strapi admin, through its API, or by the couple's own request).
 */
export type ErasureCause = 'couple' | 'account-deleted';

/**
 * The one erasure of an account's data, whatever deleted the account: erases every booking of the e-mail that is not
 * kept for a contract (with its lock or hold, mails and thread, as the admin's erasure does), keeps and flags each one
 * whose status takes its date and tells the photographer once about the newly flagged ones, deletes the outbox mails
 * to and from the e-mail (a kept booking's reminders keep their once-only markers) and its rate counters. Each booking
 * is decided again inside its own unit from what is stored then; a repeat finds nothing new to do.
 */
export async function erasePersonalData(
  command: { email: string; accountId?: string; now: Date; cause: ErasureCause },
  store: AccountErasureStore,
  settings: ErasureSettings,
): Promise<PersonalDataErasure> {
  const { email } = command;
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
        ...(settings.from ? { from: settings.from } : {}),
        to: settings.photographerEmail,
        message: erasureRequestMail(newlyFlagged, settings, command.cause),
        bookingIds: newlyFlagged.map((booking) => booking.id),
      };
      await unit.flag(newlyFlagged, mail);
    }
    return loaded;
  });

  const mailIds = await store.deleteMailsOf(email);
  await store.deleteRateCounters(emailRateKeys(email));
  // Recorded (ids only, for restores) before the account goes: a call failing in between is repeated and records
  // again; never an erasure unrecorded. Without the account's id (an older CMS's report) the mails are still recorded.
  await store.recordErasure({ accountId: command.accountId ?? '', mailIds, at });
  return { erasedBookings, keptBookings: kept.map((booking) => ({ reservationCode: booking.reservationCode, weddingDate: booking.weddingDate })) };
}

/**
 * "Smazat účet", once the accounts service has accepted the password again: the account's data erased
 * (erasePersonalData) and then the account itself — last, so that a call failing half-way can be repeated with the
 * same session and finishes the job. Deleting the account makes the accounts service report it gone (accountDeleted,
 * server to server: no password there), which runs the same erasure once more and finds nothing new.
 */
export async function eraseAccount(
  command: PersonalDataCommand,
  account: CoupleAccount,
  store: AccountErasureStore,
  settings: ErasureSettings,
): Promise<AccountErasure> {
  await account.reauthenticate(command.password);
  const { email, accountId } = command.identity;
  const erased = await erasePersonalData({ email, accountId, now: command.now, cause: 'couple' }, store, settings);
  await account.remove();
  return { accountDeleted: true, ...erased };
}

/**
 * The accounts service reports an account deleted (by the photographer in its admin, through its API, or by the
 * couple): its e-mail's data is erased as "Smazat účet" erases it. `email` comes from the service (a trusted caller,
 * proven by the shared secret at the edge) but is still checked: anything but an e-mail erases nothing.
 */
export async function eraseDeletedAccount(
  command: { email: unknown; accountId?: unknown; now: Date },
  store: AccountErasureStore,
  settings: ErasureSettings,
): Promise<PersonalDataErasure> {
  const email = typeof command.email === 'string' ? normaliseEmail(command.email) : '';
  if (emailError(email)) throw invalidInput({ email: 'email/invalid' }, 'Not an e-mail');
  const accountId = typeof command.accountId === 'string' || typeof command.accountId === 'number' ? String(command.accountId) : undefined;
  return erasePersonalData({ email, ...(accountId ? { accountId } : {}), now: command.now, cause: 'account-deleted' }, store, settings);
}
