import { describe, expect, it } from 'vitest';
import { bookingMailId } from '../../domain/booking/booking-mail';
import type { BookingAdminPort } from '../../ports/booking-admin-port';
import type { BookingRepository } from '../../ports/booking-repository-port';
import type { MailDelivery } from '../../ports/wire/firestore-documents';
import type { MailLogPort } from '../../ports/mail-log-port';
import { aBooking } from '../support/booking-mother';

export interface MailLogHarness {
  /** Signed in with the admin claim. */
  admin: MailLogPort;
  /** Signed in without the admin claim. */
  visitor: MailLogPort;
  /** The desk as the admin: its status changes queue the mails the log shows, its erasure removes them. */
  desk: BookingAdminPort;
  /** Read access as the admin, and a way to seed bookings. */
  bookings: BookingRepository;
  /** Records a delivery on a stored mail, as the Trigger Email extension (or the local relay) would. */
  deliver(mailId: string, delivery: MailDelivery): Promise<void>;
}

const bounced: MailDelivery = { state: 'ERROR', attempts: 1, error: '550 5.1.1 Mailbox unavailable', startTime: '2027-01-15T09:31:00.000Z', endTime: '2027-01-15T09:31:02.000Z' };
const sent: MailDelivery = { state: 'SUCCESS', attempts: 1, startTime: '2027-01-15T09:31:00.000Z', endTime: '2027-01-15T09:31:01.000Z', messageId: '<m-1@example.cz>' };

/** A booking confirmed and then cancelled: two status mails to the couple. */
async function withTwoMails(h: MailLogHarness, weddingDate: string) {
  const booking = await h.bookings.create(aBooking({ weddingDate }));
  await h.desk.changeStatus(booking.id, 'confirmed');
  await h.desk.changeStatus(booking.id, 'cancelled');
  return { booking, first: bookingMailId.statusChanged(booking.id, 1), second: bookingMailId.statusChanged(booking.id, 2) };
}

/** What every MailLogPort adapter must do (ports/mail-log-port.ts). */
export function mailLogContract(name: string, setup: () => Promise<MailLogHarness>) {
  describe(`MailLogPort contract: ${name}`, () => {
    it("lists a booking's mails oldest first with recipient, subject and time, and no other booking's", async () => {
      const h = await setup();
      const { booking, first, second } = await withTwoMails(h, '2028-05-06');
      await withTwoMails(h, '2028-05-13');
      const mails = await h.admin.mailsOf(booking.id);
      expect(mails.map((m) => m.id)).toEqual([first, second]);
      for (const mail of mails) {
        expect(mail).toMatchObject({ bookingId: booking.id, to: booking.contact.email });
        expect(mail.subject).toMatch(/\S/);
        expect(Number.isNaN(Date.parse(mail.queuedAt ?? ''))).toBe(false);
        expect(mail.delivery).toBeUndefined();
      }
    });

    it('shows what the sender recorded: state, attempts, error, times', async () => {
      const h = await setup();
      const { booking, first, second } = await withTwoMails(h, '2028-05-20');
      await h.deliver(first, bounced);
      await h.deliver(second, sent);
      const [one, two] = await h.admin.mailsOf(booking.id);
      expect(one!.delivery).toEqual(bounced);
      expect(two!.delivery).toEqual(sent);
    });

    it('resends a failed mail as a new mail with the same envelope; the failed one stays; again is idempotent', async () => {
      const h = await setup();
      const { booking, first } = await withTwoMails(h, '2028-05-27');
      await h.deliver(first, bounced);
      const resent = await h.admin.resend(first);
      expect(resent).toMatchObject({ id: `${first}-resend-1`, resendOf: first, bookingId: booking.id, to: booking.contact.email });
      expect(resent.delivery === undefined || resent.delivery.state === 'PENDING').toBe(true);
      expect((await h.admin.resend(first)).id).toBe(`${first}-resend-1`);
      const mails = await h.admin.mailsOf(booking.id);
      expect(mails.map((m) => m.id).sort()).toEqual([first, `${first}-resend-1`, bookingMailId.statusChanged(booking.id, 2)].sort());
      expect(mails.find((m) => m.id === first)!.delivery).toEqual(bounced);
      expect(mails.find((m) => m.id === resent.id)!.subject).toBe(mails.find((m) => m.id === first)!.subject);

      await h.deliver(resent.id, bounced);
      expect((await h.admin.resend(resent.id)).id).toBe(`${first}-resend-2`);
    });

    it('refuses to resend a mail that did not fail (mail/not-failed) or does not exist (mail/not-found)', async () => {
      const h = await setup();
      const { booking, first, second } = await withTwoMails(h, '2028-06-03');
      await h.deliver(first, sent);
      await expect(h.admin.resend(first)).rejects.toMatchObject({ code: 'mail/not-failed' });
      await expect(h.admin.resend(second)).rejects.toMatchObject({ code: 'mail/not-failed' });
      await h.deliver(second, { state: 'PROCESSING', attempts: 1 });
      await expect(h.admin.resend(second)).rejects.toMatchObject({ code: 'mail/not-failed' });
      await expect(h.admin.resend(`${booking.id}-neexistuje`)).rejects.toMatchObject({ code: 'mail/not-found' });
      expect(await h.admin.mailsOf(booking.id)).toHaveLength(2);
    });

    it('marks bookings whose latest attempt failed, until a resend takes over', async () => {
      const h = await setup();
      const failing = await withTwoMails(h, '2028-06-10');
      const fine = await withTwoMails(h, '2028-06-17');
      const untouched = await withTwoMails(h, '2028-06-24');
      await h.deliver(failing.second, bounced);
      await h.deliver(fine.first, sent);
      const ids = [untouched.booking.id, failing.booking.id, fine.booking.id];
      expect(await h.admin.failedDeliveries(ids)).toEqual([failing.booking.id]);
      expect(await h.admin.failedDeliveries([fine.booking.id])).toEqual([]);
      await h.admin.resend(failing.second);
      expect(await h.admin.failedDeliveries(ids)).toEqual([]);
    });

    it('names every booking with a failed latest attempt without being told which, each once, until a resend takes over', async () => {
      const h = await setup();
      const failing = await withTwoMails(h, '2028-06-11');
      const fine = await withTwoMails(h, '2028-06-18');
      const untouched = await withTwoMails(h, '2028-06-25');
      await h.deliver(failing.first, bounced);
      await h.deliver(failing.second, bounced);
      await h.deliver(fine.first, sent);
      // Other tests' bookings may share the outbox: only these three are judged.
      const mine = async () => (await h.admin.bookingsWithFailedMail()).filter((id) => [failing, fine, untouched].some((b) => b.booking.id === id));
      expect(await mine()).toEqual([failing.booking.id]);
      await h.admin.resend(failing.first);
      expect(await mine()).toEqual([failing.booking.id]);
      await h.admin.resend(failing.second);
      expect(await mine()).toEqual([]);
    });

    it('erasing a booking removes its mails, resends included', async () => {
      const h = await setup();
      const { booking, first } = await withTwoMails(h, '2028-07-01');
      await h.deliver(first, bounced);
      await h.admin.resend(first);
      await h.desk.erase(booking.id);
      expect(await h.admin.mailsOf(booking.id)).toEqual([]);
    });

    it('refuses every action to a caller without the admin claim (auth/forbidden)', async () => {
      const h = await setup();
      const { booking, first } = await withTwoMails(h, '2028-07-08');
      await h.deliver(first, bounced);
      await expect(h.visitor.mailsOf(booking.id)).rejects.toMatchObject({ code: 'auth/forbidden' });
      await expect(h.visitor.failedDeliveries([booking.id])).rejects.toMatchObject({ code: 'auth/forbidden' });
      await expect(h.visitor.bookingsWithFailedMail()).rejects.toMatchObject({ code: 'auth/forbidden' });
      await expect(h.visitor.resend(first)).rejects.toMatchObject({ code: 'auth/forbidden' });
      expect(await h.admin.mailsOf(booking.id)).toHaveLength(2);
    });
  });
}
