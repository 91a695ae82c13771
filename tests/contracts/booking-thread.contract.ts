import { describe, expect, it } from 'vitest';
import type { Booking, BookingMessage } from '../../domain/booking/booking';
import { bookingMailId } from '../../domain/booking/booking-mail';
import { appendCoupleMessage, appendPhotographerReply, MESSAGE_MAX_LENGTH, PHOTOGRAPHER_REPLIES_PER_BOOKING } from '../../domain/booking/booking-message';
import { hasUnreadMessages } from '../../domain/booking/message-marks';
import type { BookingThreadPort } from '../../ports/booking-thread-port';
import { aBooking } from '../support/booking-mother';

export interface BookingThreadHarness {
  /** Signed in with the admin claim. */
  admin: BookingThreadPort;
  /** Signed in without the admin claim. */
  visitor: BookingThreadPort;
  /** Stores a booking as the system keeps it, with exactly this thread (as the functions wrote it). */
  seed(booking: Booking, thread?: BookingMessage[]): Promise<void>;
  read(bookingId: string): Promise<Booking | null>;
  /** The booking's thread as stored, oldest first. */
  thread(bookingId: string): Promise<BookingMessage[]>;
  /** The ids of the mails queued about a booking. */
  mailIds(bookingId: string): Promise<string[]>;
}

let counter = 0;
const freshId = () => `thread-${Date.now().toString(36)}-${(counter += 1)}`;

/** A confirmed booking whose couple asked a question from their portal (as the portal's functions store it). */
function askedBooking(): { booking: Booking; question: BookingMessage } {
  const asked = appendCoupleMessage(aBooking({ id: freshId(), status: 'confirmed' }), [], {
    text: 'Stihnete i přípravy nevěsty?',
    by: 'jana@example.cz',
    at: '2025-02-01T09:00:00.000Z',
  });
  return { booking: asked.booking, question: asked.message };
}

/** What every BookingThreadPort adapter must do (ports/booking-thread-port.ts). */
export function bookingThreadContract(name: string, setup: () => Promise<BookingThreadHarness>) {
  describe(`BookingThreadPort contract: ${name}`, () => {
    it('opening the thread shows the couple\'s new message once and marks the booking read for her on the server', async () => {
      const h = await setup();
      const { booking, question } = askedBooking();
      await h.seed(booking, [question]);
      expect(hasUnreadMessages((await h.read(booking.id))!, 'photographer')).toBe(true);
      expect(await h.admin.open(booking.id)).toEqual({ messages: [question], unreadIds: [question.id] });
      const read = (await h.read(booking.id))!;
      expect(hasUnreadMessages(read, 'photographer')).toBe(false);
      // Reading is no change of the booking: the retention counts from updatedAt.
      expect(read.updatedAt).toBe(booking.updatedAt);
      expect(await h.admin.open(booking.id)).toEqual({ messages: [question], unreadIds: [] });
    });

    it('stores her reply trimmed after the question, records it, marks it unread for the couple and mails them', async () => {
      const h = await setup();
      const { booking, question } = askedBooking();
      await h.seed(booking, [question]);
      const answered = await h.admin.reply(booking.id, '  Ano, od 9:00 jsem u vás.  ');
      const reply = { id: `${booking.id}-m2`, author: 'photographer', text: 'Ano, od 9:00 jsem u vás.' };
      expect(answered.messages).toEqual([question, expect.objectContaining(reply)]);
      expect(await h.thread(booking.id)).toEqual([question, expect.objectContaining(reply)]);
      const stored = (await h.read(booking.id))!;
      expect(stored.history.at(-1)).toMatchObject({ from: 'confirmed', to: 'confirmed', event: 'message' });
      expect(hasUnreadMessages(stored, 'couple')).toBe(true);
      expect(hasUnreadMessages(stored, 'photographer')).toBe(false);
      expect(await h.mailIds(booking.id)).toContain(bookingMailId.photographerReply(booking.id, 2));
    });

    it('refuses a blank or too long reply and an unknown booking, storing and mailing nothing', async () => {
      const h = await setup();
      const { booking, question } = askedBooking();
      await h.seed(booking, [question]);
      await expect(h.admin.reply(booking.id, '   ')).rejects.toMatchObject({ code: 'field/required', details: { fields: { text: 'field/required' } } });
      await expect(h.admin.reply(booking.id, 'a'.repeat(MESSAGE_MAX_LENGTH + 1))).rejects.toMatchObject({ code: 'field/too-long' });
      await expect(h.admin.reply('thread-that-is-not', 'Dobrý den')).rejects.toMatchObject({ code: 'booking/not-found' });
      await expect(h.admin.open('thread-that-is-not')).rejects.toMatchObject({ code: 'booking/not-found' });
      expect(await h.thread(booking.id)).toEqual([question]);
      expect(await h.mailIds(booking.id)).toEqual([]);
    });

    it(`refuses reply number ${PHOTOGRAPHER_REPLIES_PER_BOOKING + 1} about one booking with desk/reply-limit`, async () => {
      const h = await setup();
      let { booking } = askedBooking();
      const thread: BookingMessage[] = [];
      for (let i = 0; i < PHOTOGRAPHER_REPLIES_PER_BOOKING; i += 1) {
        const replied = appendPhotographerReply(booking, thread, { text: `Odpověď ${i}`, by: 'foto@example.cz', at: '2025-02-02T09:00:00.000Z' });
        booking = replied.booking;
        thread.push(replied.message);
      }
      await h.seed(booking, thread);
      await expect(h.admin.reply(booking.id, 'Ještě jedna')).rejects.toMatchObject({ code: 'desk/reply-limit' });
      expect(await h.thread(booking.id)).toHaveLength(PHOTOGRAPHER_REPLIES_PER_BOOKING);
      expect(await h.mailIds(booking.id)).toEqual([]);
    });

    it('is the admin\'s only: a signed-in visitor can neither read the thread nor reply, and nothing changes', async () => {
      const h = await setup();
      const { booking, question } = askedBooking();
      await h.seed(booking, [question]);
      await expect(h.visitor.open(booking.id)).rejects.toMatchObject({ code: 'auth/forbidden' });
      await expect(h.visitor.reply(booking.id, 'Podvrh')).rejects.toMatchObject({ code: 'auth/forbidden' });
      expect(await h.thread(booking.id)).toEqual([question]);
      expect(hasUnreadMessages((await h.read(booking.id))!, 'photographer')).toBe(true);
      expect(await h.mailIds(booking.id)).toEqual([]);
    });
  });
}
