import { describe, expect, it } from 'vitest';
import type { BookingMessage } from './booking';
import { hasUnreadMessages, markedRead, markedWritten, messageMarksOf, unreadMessageIds, type MessageMarks } from './message-marks';

const message = (id: string, author: BookingMessage['author'], at: string): BookingMessage => ({ id, author, at, text: 'Text' });

describe('the thread\'s unread markers', () => {
  it('nothing written is nothing unread, on either side', () => {
    expect(hasUnreadMessages({}, 'couple')).toBe(false);
    expect(hasUnreadMessages({}, 'photographer')).toBe(false);
  });

  it('the couple\'s message is unread for the photographer until she opens the thread, and never for the couple who wrote it', () => {
    const written = markedWritten({}, 'couple', '2027-03-01T10:00:00.000Z');
    expect(hasUnreadMessages(written, 'photographer')).toBe(true);
    expect(hasUnreadMessages(written, 'couple')).toBe(false);
    const read = markedRead(written, 'photographer', '2027-03-01T10:05:00.000Z');
    expect(hasUnreadMessages(read, 'photographer')).toBe(false);
    // A newer message after her read is unread again.
    expect(hasUnreadMessages(markedWritten(read, 'couple', '2027-03-02T08:00:00.000Z'), 'photographer')).toBe(true);
  });

  it('her reply is unread for the couple; answering marks her own side read', () => {
    const asked = markedWritten({}, 'couple', '2027-03-01T10:00:00.000Z');
    const replied = markedWritten(asked, 'photographer', '2027-03-01T12:00:00.000Z');
    expect(hasUnreadMessages(replied, 'photographer')).toBe(false);
    expect(hasUnreadMessages(replied, 'couple')).toBe(true);
    expect(hasUnreadMessages(markedRead(replied, 'couple', '2027-03-01T12:00:00.000Z'), 'couple')).toBe(false);
  });

  it('a read marker never moves back (a late retry of an older read does not unread anything)', () => {
    const read = markedRead<MessageMarks>({ coupleWroteAt: '2027-03-01T10:00:00.000Z' }, 'photographer', '2027-03-05T00:00:00.000Z');
    expect(markedRead(read, 'photographer', '2027-03-02T00:00:00.000Z').photographerReadAt).toBe('2027-03-05T00:00:00.000Z');
  });

  it('names the other side\'s messages newer than the reader\'s last read, compared as instants', () => {
    const thread = [
      message('b-m1', 'couple', '2027-03-01T10:00:00.000Z'),
      message('b-m2', 'photographer', '2027-03-01T12:00:00.000Z'),
      message('b-m3', 'couple', '2027-03-02T09:00:00.000Z'),
      message('b-m4', 'photographer', '2027-03-03T09:00:00.000Z'),
    ];
    expect(unreadMessageIds({}, thread, 'couple')).toEqual(['b-m2', 'b-m4']);
    // The same instant written with an offset is not newer.
    expect(unreadMessageIds({ coupleReadAt: '2027-03-01T13:00:00+01:00' }, thread, 'couple')).toEqual(['b-m4']);
    expect(unreadMessageIds({ photographerReadAt: '2027-03-01T12:00:00.000Z' }, thread, 'photographer')).toEqual(['b-m3']);
  });

  it('messageMarksOf keeps exactly the four markers that are set', () => {
    expect(messageMarksOf({ coupleWroteAt: 'a', photographerReadAt: 'b', ...({ status: 'new' } as object) })).toEqual({ coupleWroteAt: 'a', photographerReadAt: 'b' });
  });
});
