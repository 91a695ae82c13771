import type { Booking } from '../../domain/booking/booking';
import { photographerReplyMail } from '../../domain/booking/booking-mail';
import { appendPhotographerReply } from '../../domain/booking/booking-message';
import { hasUnreadMessages, markedRead, unreadMessageIds } from '../../domain/booking/message-marks';
import { DomainError } from '../../domain/errors';
import { bookingMailMessage } from '../../domain/mail/booking-mail-messages';
import { requireAdmin, type Caller } from '../../domain/user/user';
import type { DeskThread } from '../../ports/booking-thread-port';
import type { BookingThreadUnit } from '../../ports/units/booking-thread-unit-port';
import type { MailSettings } from '../../ports/units/mail-settings-port';
import type { Atomically } from '../../ports/units/unit-of-work-port';
import { mailContext } from '../mail/mail-context';
import { bookingIdOf } from './booking-id';

export interface ThreadCommand {
  caller: Caller | null;
  bookingId: unknown;
  now: Date;
}

async function loaded(unit: BookingThreadUnit, bookingId: string): Promise<Booking> {
  const found = await unit.load(bookingId);
  if (!found) throw new DomainError('booking/not-found');
  return found.booking;
}

/**
 * Admin: the booking's thread, which the photographer has now read. The couple's messages she had not seen are named
 * once (the desk highlights them); the read marker is written only when something was unread, so looking again
 * writes nothing.
 */
export async function openBookingThread(command: ThreadCommand, atomically: Atomically<BookingThreadUnit>): Promise<DeskThread> {
  requireAdmin(command.caller);
  const bookingId = bookingIdOf(command.bookingId);
  return atomically(async (unit) => {
    const booking = await loaded(unit, bookingId);
    const messages = await unit.thread(bookingId);
    const unreadIds = unreadMessageIds(booking, messages, 'photographer');
    if (hasUnreadMessages(booking, 'photographer') || unreadIds.length > 0) await unit.saveMarks(markedRead(booking, 'photographer', command.now.toISOString()));
    return { messages, unreadIds };
  });
}

/**
 * Admin: the photographer answers in the booking's thread (domain appendPhotographerReply: the couple's text rule and
 * cap, counted apart). Her answer is stored with its history entry and markers, and the couple's e-mail queued, in one
 * unit; a bad text or `desk/reply-limit` stores and mails nothing. The mail settings are read before the unit, so a
 * retried transaction does not ask the CMS again.
 */
export async function replyToCouple(command: ThreadCommand & { text: unknown }, atomically: Atomically<BookingThreadUnit>, mail: MailSettings): Promise<DeskThread> {
  const by = requireAdmin(command.caller);
  const bookingId = bookingIdOf(command.bookingId);
  const context = await mailContext(mail, command.now);
  return atomically(async (unit) => {
    const booking = await loaded(unit, bookingId);
    const thread = await unit.thread(bookingId);
    const replied = appendPhotographerReply(booking, thread, { text: command.text, by, at: command.now.toISOString() });
    await unit.append(replied.booking, replied.message, [bookingMailMessage(photographerReplyMail(replied.booking, replied.n, replied.message), replied.booking, context)]);
    return { messages: [...thread, replied.message], unreadIds: [] };
  });
}
