import { describe, expect, it } from 'vitest';
import { aBooking } from '../../tests/support/booking-mother';
import type { BookingMessage } from './booking';
import {
  appendCoupleMessage,
  appendPhotographerReply,
  COUPLE_MESSAGES_PER_BOOKING,
  MESSAGE_MAX_LENGTH,
  PHOTOGRAPHER_REPLIES_PER_BOOKING,
  threadIdsOf,
  validateBookingMessage,
} from './booking-message';

describe('a couple\'s message about their booking', () => {
  it('is required (blank after trimming is nothing) and at most MESSAGE_MAX_LENGTH characters', () => {
    expect(validateBookingMessage('  Obřad se posouvá na 15:00. ')).toBeUndefined();
    expect(validateBookingMessage('   ')).toBe('field/required');
    expect(validateBookingMessage(undefined)).toBe('field/required');
    expect(validateBookingMessage(42)).toBe('field/required');
    expect(validateBookingMessage('a'.repeat(MESSAGE_MAX_LENGTH))).toBeUndefined();
    expect(validateBookingMessage(` ${'a'.repeat(MESSAGE_MAX_LENGTH)} `)).toBeUndefined();
    expect(validateBookingMessage('a'.repeat(MESSAGE_MAX_LENGTH + 1))).toBe('field/too-long');
  });

  it('is appended trimmed under a deterministic id, with a history entry that keeps the status and not the text', () => {
    const booking = aBooking({ id: 'b7', status: 'confirmed' });
    const { booking: after, message, n } = appendCoupleMessage(booking, [], { text: ' Obřad ve 14:00 ', by: 'jana@example.cz', at: '2027-01-02T10:00:00.000Z' });
    expect(n).toBe(1);
    expect(message).toEqual({ id: 'b7-m1', at: '2027-01-02T10:00:00.000Z', author: 'couple', text: 'Obřad ve 14:00' });
    expect(after).not.toHaveProperty('messages');
    expect(after.status).toBe('confirmed');
    expect(after.updatedAt).toBe('2027-01-02T10:00:00.000Z');
    expect(after.history.at(-1)).toEqual({ at: '2027-01-02T10:00:00.000Z', by: 'jana@example.cz', from: 'confirmed', to: 'confirmed', event: 'message' });
    const second = appendCoupleMessage(after, [message], { text: 'Druhá', by: 'x@example.cz', at: 'y' });
    expect(second.message.id).toBe('b7-m2');
    // The history names the whole thread, so erasure finds every message without reading it.
    expect(threadIdsOf(second.booking)).toEqual(['b7-m1', 'b7-m2']);
  });

  it(`refuses the couple's message number ${COUPLE_MESSAGES_PER_BOOKING + 1} about one booking, whatever the photographer wrote`, () => {
    let booking = aBooking({ id: 'b8', status: 'confirmed' });
    const thread: BookingMessage[] = [];
    for (let i = 0; i < COUPLE_MESSAGES_PER_BOOKING; i += 1) {
      const sent = appendCoupleMessage(booking, thread, { text: `Zpráva ${i}`, by: 'jana@example.cz', at: '2027-01-02T10:00:00.000Z' });
      booking = sent.booking;
      thread.push(sent.message);
    }
    const replies = [{ id: 'b8-m99', at: '2027-01-03T10:00:00.000Z', author: 'photographer' as const, text: 'Díky' }];
    expect(() => appendCoupleMessage(booking, [...thread, ...replies], { text: 'Ještě jedna', by: 'jana@example.cz', at: 'y' })).toThrow(
      expect.objectContaining({ code: 'portal/message-limit' }),
    );
    // One message less, and the photographer's replies do not count against the couple.
    expect(appendCoupleMessage(booking, [...thread.slice(1), ...replies], { text: 'Ještě jedna', by: 'jana@example.cz', at: 'y' }).n).toBe(COUPLE_MESSAGES_PER_BOOKING + 1);
  });

  it('refuses a bad text as a field error on `text`, changing nothing', () => {
    const booking = aBooking();
    expect(() => appendCoupleMessage(booking, [], { text: ' ', by: 'x@example.cz', at: 'y' })).toThrow(
      expect.objectContaining({ code: 'field/required', details: { fields: { text: 'field/required' } } }),
    );
    expect(booking.history).toHaveLength(1);
  });
});

describe('validateBookingMessage', () => {
  it('refuses an empty or blank message as required', () => {
    expect(validateBookingMessage('')).toBe('field/required');
    expect(validateBookingMessage('  \n ')).toBe('field/required');
  });

  it('accepts a message up to the limit and refuses one character more', () => {
    expect(validateBookingMessage('Obřad posouváme na 14:30.')).toBeUndefined();
    expect(validateBookingMessage('a'.repeat(MESSAGE_MAX_LENGTH))).toBeUndefined();
    expect(validateBookingMessage('a'.repeat(MESSAGE_MAX_LENGTH + 1))).toBe('field/too-long');
  });

  it('does not count surrounding whitespace against the limit', () => {
    expect(validateBookingMessage(`  ${'a'.repeat(MESSAGE_MAX_LENGTH)}\n`)).toBeUndefined();
  });
});

describe('the photographer\'s reply in the same thread', () => {
  const at = '2027-01-05T09:00:00.000Z';

  it('follows the couple\'s message in one numbering, with the same text rule, and marks that she has read the thread', () => {
    const asked = appendCoupleMessage(aBooking({ id: 'b9', status: 'confirmed' }), [], { text: 'Kdy dorazíte?', by: 'jana@example.cz', at: '2027-01-04T09:00:00.000Z' });
    const replied = appendPhotographerReply(asked.booking, [asked.message], { text: ' Ve 13:30. ', by: 'foto@example.cz', at });
    expect(replied.message).toEqual({ id: 'b9-m2', at, author: 'photographer', text: 'Ve 13:30.' });
    expect(replied.booking.history.at(-1)).toEqual({ at, by: 'foto@example.cz', from: 'confirmed', to: 'confirmed', event: 'message' });
    expect(replied.booking).toMatchObject({ photographerWroteAt: at, photographerReadAt: at, coupleWroteAt: '2027-01-04T09:00:00.000Z' });
    expect(() => appendPhotographerReply(asked.booking, [], { text: 'a'.repeat(MESSAGE_MAX_LENGTH + 1), by: 'foto@example.cz', at })).toThrow(
      expect.objectContaining({ code: 'field/too-long', details: { fields: { text: 'field/too-long' } } }),
    );
  });

  it('refuses a reply about an anonymised booking: no couple is left to tell', () => {
    const anonymised = aBooking({ id: 'b11', anonymisedAt: '2027-01-01T00:00:00.000Z', contact: { coupleNames: '', email: '', phone: '' } });
    expect(() => appendPhotographerReply(anonymised, [], { text: 'Dobrý den', by: 'foto@example.cz', at })).toThrow(expect.objectContaining({ code: 'desk/reply-anonymised' }));
  });

  it(`refuses reply number ${PHOTOGRAPHER_REPLIES_PER_BOOKING + 1} with desk/reply-limit; the couple's messages do not count against it`, () => {
    const booking = aBooking({ id: 'b10' });
    const reply = (i: number): BookingMessage => ({ id: `b10-m${i}`, at, author: 'photographer', text: `Odpověď ${i}` });
    const replies = Array.from({ length: PHOTOGRAPHER_REPLIES_PER_BOOKING }, (_, i) => reply(i + 1));
    const couples: BookingMessage[] = [{ id: 'b10-m999', at, author: 'couple', text: 'Díky' }];
    expect(() => appendPhotographerReply(booking, [...replies, ...couples], { text: 'Ještě', by: 'foto@example.cz', at })).toThrow(
      expect.objectContaining({ code: 'desk/reply-limit' }),
    );
    expect(appendPhotographerReply(booking, [...replies.slice(1), ...couples], { text: 'Ještě', by: 'foto@example.cz', at }).message.author).toBe('photographer');
    // …and her replies never use the couple's share.
    expect(appendCoupleMessage(booking, replies, { text: 'My ještě', by: 'jana@example.cz', at }).message.author).toBe('couple');
  });
});
