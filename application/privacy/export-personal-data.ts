import type { Booking } from '../../domain/booking/booking';
import { accountExportOf, consentsOf, isBookingOf } from '../../domain/privacy/personal-data';
import type { CoupleIdentity } from '../../domain/user/user';
import type { PersonalDataExport } from '../../ports/couple-portal-port';
import type { CoupleAccount } from '../../ports/units/couple-account-port';
import type { GalleryPrivacyStore } from '../../ports/units/gallery-privacy-store-port';
import type { PersonalDataReads } from '../../ports/units/personal-data-store-port';
import { exportGalleries } from './gallery-personal-data';

/** The bookings that are this e-mail's (domain isBookingOf), in the order of their wedding days. */
export const ownBookings = (bookings: Booking[], email: string) =>
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
 * e-mail whole (history, its thread as `messages`, its wedding-day plan as `dayPlan`, prices, the photographer's
 * notes: they are about the couple), the contact-form messages sent from it, the galleries of those bookings with what
 * the couple did in them (gallery-personal-data.ts), every consent with its time, the record of each contract they
 * accepted (its IP address and user agent included: they are about the couple) and the numbers of the documents
 * issued for their bookings.
 */
export async function exportPersonalData(
  command: PersonalDataCommand,
  account: CoupleAccount,
  reads: PersonalDataReads,
  galleryStore: GalleryPrivacyStore,
): Promise<PersonalDataExport> {
  await account.reauthenticate(command.password);
  const { email } = command.identity;
  const [fields, bookings, contactMails, galleries] = await Promise.all([
    account.fields(),
    reads.bookingsOf(email),
    reads.contactMailsFrom(email),
    exportGalleries(email, galleryStore),
  ]);
  const mine = ownBookings(bookings, email);
  const [threads, plans, acceptances, documents] = await Promise.all([
    Promise.all(mine.map((booking) => reads.threadOf(booking.id))),
    Promise.all(mine.map((booking) => reads.dayPlanOf(booking.id))),
    Promise.all(mine.map((booking) => reads.acceptanceOf(booking.id))),
    Promise.all(mine.map((booking) => reads.issuedDocumentsOf(booking.id))),
  ]);
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
    bookings: mine.map(({ emailTokenDigest: _check, ...booking }, i) => ({ ...booking, messages: threads[i], dayPlan: plans[i] }) as unknown as Record<string, unknown>),
    contactMessages,
    galleries,
    consents: consentsOf(mine, contactMessages.flatMap((message) => (message.sentAt ? [message.sentAt] : []))),
    contractAcceptances: acceptances.flatMap((acceptance) => (acceptance ? [acceptance] : [])),
    issuedDocuments: documents
      .flat()
      .sort((a, b) => a.issuedAt.localeCompare(b.issuedAt) || a.id.localeCompare(b.id))
      .map(({ bookingId, id, kind, issuedAt }) => ({ bookingId, number: id, kind, issuedAt })),
  };
}
