import { addDays, pragueDate } from '../../domain/booking/calendar';
import { EXPIRY_REMINDER_DAYS_BEFORE, expiryReminderDue, expiryReminderMailId } from '../../domain/gallery/expiry-reminder';
import { galleryExpiryReminderMail } from '../../domain/mail/templates/gallery-expiry-reminder';
import type { GalleryExpiryStore } from '../../ports/units/gallery-expiry-store-port';
import type { MailSettings } from '../../ports/units/mail-settings-port';
import { mailContext } from '../mail/mail-context';

export interface GalleryExpiryReport {
  /** Galleries whose couple got the reminder in this run. */
  reminded: string[];
  /** Galleries past their last day whose URLs were taken back in this run. */
  revoked: string[];
}

/**
 * The galleries' daily run at `now`: the couple hears 14 days ahead that their gallery closes (once per last day: the
 * mail id names it, so an extended gallery is reminded again before its new one), and a gallery past its last day has
 * its files' URLs taken back, so a link copied before stops working too. Nothing is deleted.
 */
export async function runGalleryExpiry(now: Date, store: GalleryExpiryStore, settings: MailSettings): Promise<GalleryExpiryReport> {
  const today = pragueDate(now);
  const at = now.toISOString();
  const report: GalleryExpiryReport = { reminded: [], revoked: [] };
  let context: ReturnType<typeof mailContext> | undefined;
  for await (const gallery of store.expiringBetween(today, addDays(today, EXPIRY_REMINDER_DAYS_BEFORE))) {
    if (!expiryReminderDue(gallery, now) || !gallery.bookingId) continue;
    const to = await store.bookingEmail(gallery.bookingId);
    if (!to) continue;
    const resolved = await (context ??= mailContext(settings, now));
    const mail = {
      id: expiryReminderMailId(gallery.id, gallery.expiresOn),
      ...(resolved.from ? { from: resolved.from } : {}),
      to,
      bookingId: gallery.bookingId,
      message: galleryExpiryReminderMail(gallery, resolved),
    };
    if (await store.queueOnce(mail, at)) report.reminded.push(gallery.id);
  }
  for await (const gallery of store.expiredNotRevoked(today)) {
    await store.revokeUrls(gallery);
    report.revoked.push(gallery.id);
  }
  return report;
}
