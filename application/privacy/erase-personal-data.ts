import { emailRateKeys } from '../../domain/booking/booking-policy';
import { erasureRequestMail } from '../../domain/mail/templates/erasure-request';
import type { OutgoingMail } from '../../domain/mail/outgoing-mail';
import {
  isBookingOf,
  keptOnErasure,
  withErasureRequested,
} from '../../domain/privacy/personal-data';
import { invalidInput } from '../../domain/errors';
import { galleryErasureChoice } from '../../domain/privacy/gallery-privacy';
import { emailError, normaliseEmail } from '../../domain/validation/fields';
import type { AccountErasure, PersonalDataErasure } from '../../ports/couple-portal-port';
import { eraseLoaded } from '../booking/erase-booking';
import { ownBookings, type PersonalDataCommand } from './export-personal-data';
import type { CoupleAccount } from '../../ports/units/couple-account-port';
import type { GalleryPrivacyStore } from '../../ports/units/gallery-privacy-store-port';
import type { AccountErasureStore } from '../../ports/units/personal-data-store-port';
import { eraseGalleries, galleriesOfAccount } from './gallery-personal-data';

export interface ErasureSettings {
  siteUrl: string;
  photographerEmail: string;
  /** The From header of the photographer's notice (domain/mail/sender.ts); absent: the sender's default. */
  from?: string | null;
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
 * is decided again inside its own unit from what is stored then; a repeat finds nothing new to do. The galleries of
 * its bookings go first, as `galleries` says (domain/privacy/gallery-privacy.ts: the couple must choose when they
 * have any; nobody chose when the accounts service reports the account gone, and they are kept detached).
 */
export async function erasePersonalData(
  command: { email: string; accountId?: string; now: Date; cause: ErasureCause; galleries?: unknown },
  store: AccountErasureStore,
  settings: ErasureSettings,
  galleryStore: GalleryPrivacyStore,
): Promise<PersonalDataErasure> {
  const { email } = command;
  const at = command.now.toISOString();
  // Galleries first: they are found through the bookings' e-mail, and nothing is erased before the choice is known.
  const galleries = await galleriesOfAccount(email, galleryStore);
  const choice = galleryErasureChoice(command.galleries, galleries.length > 0, command.cause);
  const galleriesDone = await eraseGalleries(galleries, choice, galleryStore, command.now);
  const erasedBookings: string[] = [];
  const holding: string[] = [];
  for (const candidate of ownBookings(await store.bookingsOf(email), email)) {
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
  return {
    erasedBookings,
    keptBookings: kept.map((booking) => ({ reservationCode: booking.reservationCode, weddingDate: booking.weddingDate })),
    ...galleriesDone,
  };
}

/**
 * "Smazat účet", once the accounts service has accepted the password again: the account's data erased
 * (erasePersonalData) and then the account itself — last, so that a call failing half-way can be repeated with the
 * same session and finishes the job. Deleting the account makes the accounts service report it gone (accountDeleted,
 * server to server: no password there), which runs the same erasure once more and finds nothing new.
 */
export async function eraseAccount(
  command: PersonalDataCommand & { galleries?: unknown },
  account: CoupleAccount,
  store: AccountErasureStore,
  settings: ErasureSettings,
  galleryStore: GalleryPrivacyStore,
): Promise<AccountErasure> {
  await account.reauthenticate(command.password);
  const { email, accountId } = command.identity;
  const erased = await erasePersonalData({ email, accountId, now: command.now, cause: 'couple', galleries: command.galleries }, store, settings, galleryStore);
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
  galleryStore: GalleryPrivacyStore,
): Promise<PersonalDataErasure> {
  const email = typeof command.email === 'string' ? normaliseEmail(command.email) : '';
  if (emailError(email)) throw invalidInput({ email: 'email/invalid' }, 'Not an e-mail');
  const accountId = typeof command.accountId === 'string' || typeof command.accountId === 'number' ? String(command.accountId) : undefined;
  return erasePersonalData({ email, ...(accountId ? { accountId } : {}), now: command.now, cause: 'account-deleted' }, store, settings, galleryStore);
}
