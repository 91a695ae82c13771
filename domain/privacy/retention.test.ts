import { describe, expect, it } from 'vitest';
import { aBooking } from '../../tests/support/booking-mother';
import {
  anonymiseBooking,
  COUPLE_ACTOR,
  CLOSED_WITHOUT_CONTRACT,
  DEFAULT_RETENTION_PERIODS,
  mailRetentionAction,
  readRetentionPeriods,
  retentionActionFor,
  retentionCutoffs,
} from './retention';

const NOW = new Date('2027-03-01T12:00:00.000Z');
const cutoffs = retentionCutoffs(NOW, DEFAULT_RETENTION_PERIODS);
const daysBefore = (days: number, extraMs = 0) => new Date(NOW.getTime() - days * 86_400_000 + extraMs).toISOString();

describe('retention policy', () => {
  it('defaults to 90 days for closed requests, 10 years for completed weddings, 180 days for mails', () => {
    expect(DEFAULT_RETENTION_PERIODS).toEqual({ anonymiseAfterDays: 90, eraseCompletedAfterYears: 10, deleteMailsAfterDays: 180 });
    expect(readRetentionPeriods({})).toEqual(DEFAULT_RETENTION_PERIODS);
    expect(readRetentionPeriods({ anonymiseAfterDays: '30', deleteMailsAfterDays: 60 })).toMatchObject({ anonymiseAfterDays: 30, deleteMailsAfterDays: 60 });
    expect(() => readRetentionPeriods({ eraseCompletedAfterYears: 'ten' })).toThrow(/eraseCompletedAfterYears/);
    expect(() => readRetentionPeriods({ anonymiseAfterDays: '0' })).toThrow(/anonymiseAfterDays/);
  });

  it.each(CLOSED_WITHOUT_CONTRACT)('anonymises a %s request exactly from the day its period ends', (status) => {
    expect(retentionActionFor(aBooking({ status, updatedAt: daysBefore(90) }), cutoffs)).toBe('anonymise');
    expect(retentionActionFor(aBooking({ status, updatedAt: daysBefore(89) }), cutoffs)).toBeNull();
    expect(retentionActionFor(aBooking({ status, updatedAt: daysBefore(90, 1) }), cutoffs)).toBeNull();
  });

  it('anonymises a new request only once its wedding day has passed', () => {
    const old = daysBefore(200);
    expect(retentionActionFor(aBooking({ status: 'new', updatedAt: old, weddingDate: '2027-02-28' }), cutoffs)).toBe('anonymise');
    expect(retentionActionFor(aBooking({ status: 'new', updatedAt: old, weddingDate: '2027-03-01' }), cutoffs)).toBeNull();
    expect(retentionActionFor(aBooking({ status: 'new', updatedAt: daysBefore(10), weddingDate: '2027-02-28' }), cutoffs)).toBeNull();
  });

  it('never anonymises a booking with a contract, and leaves an anonymised one alone', () => {
    for (const status of ['confirmed', 'deposit-paid'] as const) {
      expect(retentionActionFor(aBooking({ status, updatedAt: daysBefore(5000), weddingDate: '2010-01-01' }), cutoffs)).toBeNull();
    }
    const anonymised = anonymiseBooking(aBooking({ status: 'declined', updatedAt: daysBefore(100) }), NOW.toISOString());
    expect(retentionActionFor(anonymised, cutoffs)).toBeNull();
  });

  it('erases a completed wedding 10 years after its day, not a day sooner', () => {
    expect(cutoffs.eraseWeddingsOnOrBefore).toBe('2017-03-01');
    expect(retentionActionFor(aBooking({ status: 'completed', weddingDate: '2017-03-01' }), cutoffs)).toBe('erase');
    expect(retentionActionFor(aBooking({ status: 'completed', weddingDate: '2017-03-02' }), cutoffs)).toBeNull();
  });

  it('anonymising keeps the statistics and removes everything that identifies the couple', () => {
    const booking = aBooking({
      status: 'declined',
      venue: 'Zámek Liblice',
      town: 'Liblice',
      message: 'Ahoj',
      source: 'Instagram',
      internalNotes: 'volala mamka',
      packageSlug: 'cely-den',
      extras: ['album'],
      guests: 80,
      history: [
        { at: '2026-11-01T10:00:00.000Z', by: 'public', from: null, to: 'new' },
        { at: '2026-11-02T10:00:00.000Z', by: 'fotograf@example.cz', from: 'new', to: 'declined', note: 'Jana má jiný termín' },
      ],
    });
    const after = anonymiseBooking(booking, NOW.toISOString());
    expect(after.contact).toEqual({ coupleNames: '', email: '', phone: '' });
    for (const field of ['venue', 'town', 'message', 'source', 'internalNotes'] as const) expect(after).not.toHaveProperty(field);
    expect(after).toMatchObject({ status: 'declined', weddingDate: booking.weddingDate, packageSlug: 'cely-den', extras: ['album'], guests: 80 });
    expect(after.history).toEqual([
      { at: '2026-11-01T10:00:00.000Z', by: 'public', from: null, to: 'new' },
      { at: '2026-11-02T10:00:00.000Z', by: 'fotograf@example.cz', from: 'new', to: 'declined' },
    ]);
    expect(after.anonymisedAt).toBe(NOW.toISOString());
    expect(after.updatedAt).toBe(booking.updatedAt);
  });

  it('anonymising removes the portal messages and the couple\'s e-mail where it stood as who acted', () => {
    const booking = aBooking({
      status: 'withdrawn',
      contact: { coupleNames: 'Jana a Petr', email: 'Jana@Example.cz', phone: '+420777123456' },
      messages: [{ id: 'b-m1', at: '2026-11-02T10:00:00.000Z', author: 'couple', text: 'Obřad ve 14:00' }],
      history: [
        { at: '2026-11-01T10:00:00.000Z', by: 'public', from: null, to: 'new' },
        { at: '2026-11-02T10:00:00.000Z', by: 'jana@example.cz', from: 'new', to: 'new', event: 'message' },
        { at: '2026-11-03T10:00:00.000Z', by: 'jana@example.cz', from: 'new', to: 'withdrawn' },
      ],
    });
    const after = anonymiseBooking(booking, NOW.toISOString());
    expect(after).not.toHaveProperty('messages');
    expect(after.history.map((entry) => entry.by)).toEqual(['public', COUPLE_ACTOR, COUPLE_ACTOR]);
    expect(JSON.stringify(after)).not.toMatch(/jana@/i);
  });

  it('deletes mails a period after they were queued; old mails without a time count from delivery or get stamped', () => {
    expect(mailRetentionAction({ createdAt: daysBefore(180) }, cutoffs)).toBe('delete');
    expect(mailRetentionAction({ createdAt: daysBefore(179) }, cutoffs)).toBeNull();
    expect(mailRetentionAction({ deliveredAt: daysBefore(181) }, cutoffs)).toBe('delete');
    expect(mailRetentionAction({ deliveredAt: daysBefore(1) }, cutoffs)).toBeNull();
    expect(mailRetentionAction({}, cutoffs)).toBe('stamp');
  });
});
