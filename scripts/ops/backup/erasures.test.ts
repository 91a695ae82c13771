// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { accountErasureId, bookingErasureId, CALENDAR_FEED_SETTINGS, ERASURES, SETTINGS, VARIABLE_SYMBOLS } from '../../../ports/wire/firestore-documents';
import * as restore from './erasures.ts';

const { collectTombstones, noTombstones, replayErasures } = restore;

const ARCHIVE = [
  { path: 'bookings/erased', data: { status: 'new', contact: { email: 'jana@example.cz' } } },
  { path: 'bookings/erased/poznamky/1', data: { text: 'pod smazanou rezervací' } },
  { path: 'bookings/by-symbol', data: { status: 'confirmed', variableSymbol: '2706120001' } },
  { path: 'bookings/kept', data: { status: 'confirmed', variableSymbol: '2709040002' } },
  { path: 'dateLocks/2027-06-12', data: { reason: 'booked', bookingId: 'by-symbol' } },
  { path: 'dateLocks/2027-09-04', data: { reason: 'booked', bookingId: 'kept' } },
  { path: 'dateLocks/2027-10-01', data: { reason: 'blocked' } },
  { path: 'mail/received-erased', data: { bookingId: 'erased' } },
  { path: 'mail/digest-2027-05-01', data: { bookingIds: ['kept', 'erased'] } },
  { path: 'mail/contact-1', data: { replyTo: 'pisatel@example.cz' } },
  { path: 'mail/received-kept', data: { bookingId: 'kept' } },
  { path: 'variableSymbols/2706120001', data: { bookingId: 'by-symbol' } },
  { path: 'variableSymbols/2709040002', data: { bookingId: 'kept' } },
  { path: 'settings/calendarFeed', data: { token: 'a-leaked-token' } },
];

describe('replaying erasures on restore', () => {
  it('uses the names the functions write (ports/wire/firestore-documents.ts)', () => {
    expect([restore.ERASURES, restore.VARIABLE_SYMBOLS, restore.CALENDAR_FEED]).toEqual([ERASURES, VARIABLE_SYMBOLS, `${SETTINGS}/${CALENDAR_FEED_SETTINGS}`]);
    expect(`${restore.BOOKING_TOMBSTONE}x`).toBe(bookingErasureId('x'));
    expect(`${restore.ACCOUNT_TOMBSTONE}x`).toBe(accountErasureId('x'));
  });

  it('leaves out erased bookings with their subcollections, mails and date locks, the account-erasure mails and the feed token', () => {
    const tombstones = collectTombstones(noTombstones(), [
      { path: `${ERASURES}/${bookingErasureId('erased')}`, data: { kind: 'booking', bookingId: 'erased' } },
      { path: `${ERASURES}/${accountErasureId('doc-1')}`, data: { kind: 'account', accountId: 'doc-1', mailIds: ['contact-1'] } },
      // Erased before erasures/ existed: only the symbol says so.
      { path: 'variableSymbols/2706120001', data: { erased: true } },
    ]);
    expect(tombstones.accounts).toEqual(new Set(['doc-1']));
    const { lines, erasedBookings } = replayErasures(ARCHIVE, tombstones);
    expect(erasedBookings).toEqual(['by-symbol', 'erased']);
    expect(lines.map((line) => line.path)).toEqual([
      'bookings/kept',
      'dateLocks/2027-09-04',
      'dateLocks/2027-10-01',
      'mail/received-kept',
      'variableSymbols/2706120001',
      'variableSymbols/2709040002',
    ]);
    // The symbol stays taken (bank statements carry it) but names nobody.
    expect(lines.find((line) => line.path === 'variableSymbols/2706120001')?.data).toEqual({ erased: true });
  });

  it('restores everything but the feed token when nothing was erased', () => {
    expect(replayErasures(ARCHIVE, noTombstones()).lines).toEqual(ARCHIVE.filter((line) => line.path !== 'settings/calendarFeed'));
  });
});
