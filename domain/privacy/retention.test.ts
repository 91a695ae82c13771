import { describe, expect, it } from 'vitest';
import { aBooking } from '../../tests/support/booking-mother';
import { bookingStatuses } from '../booking/booking';
import { DATE_TAKING_STATUSES } from '../booking/booking-status';
import { anonymiseBooking } from './anonymise';
import {
  acceptanceRetentionDue,
  CLOSED_WITHOUT_CONTRACT,
  dayPlanRetentionDue,
  galleryRetentionDue,
  monthsBefore,
  KEPT_FOR_CONTRACT,
  mailRetentionAction,
  RETENTION_PERIODS,
  retentionActionFor,
  retentionCutoffs,
} from './retention';

const NOW = new Date('2027-03-01T12:00:00.000Z');
const cutoffs = retentionCutoffs(NOW, RETENTION_PERIODS);
const daysBefore = (days: number, extraMs = 0) => new Date(NOW.getTime() - days * 86_400_000 + extraMs).toISOString();

describe('retention policy', () => {
  it('is 90 days for requests without a wedding, 10 years after the wedding year for contracts, 180 days for mails, 12 months after a gallery\'s last day, 4 years after the wedding year for contract acceptances, 90 days after the wedding for day plans', () => {
    expect(RETENTION_PERIODS).toEqual({ anonymiseAfterDays: 90, eraseContractsAfterYears: 10, deleteMailsAfterDays: 180, deleteGalleriesAfterMonths: 12, deleteAcceptancesAfterYears: 4, deleteDayPlansAfterDays: 90 });
  });

  it('deletes a day plan once its wedding is more than 90 days past (Prague days), or once its booking is gone, long before the booking itself', () => {
    // NOW is 2027-03-01 in Prague: 90 days back is 2026-12-01.
    expect(cutoffs.deleteDayPlansWeddingsBefore).toBe('2026-12-01');
    expect(dayPlanRetentionDue({ weddingDate: '2026-11-30' }, cutoffs)).toBe(true);
    expect(dayPlanRetentionDue({ weddingDate: '2026-12-01' }, cutoffs)).toBe(false);
    expect(dayPlanRetentionDue({ weddingDate: '2027-06-12' }, cutoffs)).toBe(false);
    expect(dayPlanRetentionDue(null, cutoffs)).toBe(true);
    // Late on 1 March in Prague is already 2 March there: the cutoff follows Prague's day, not UTC's.
    expect(retentionCutoffs(new Date('2027-03-01T23:30:00.000Z'), RETENTION_PERIODS).deleteDayPlansWeddingsBefore).toBe('2026-12-02');
    // Third persons' phones go before the contract evidence and the accounting records.
    expect(RETENTION_PERIODS.deleteDayPlansAfterDays).toBeLessThan(365 * RETENTION_PERIODS.deleteAcceptancesAfterYears);
  });

  it('keeps a contract acceptance through the end of the 4th year after the wedding\'s year (3-year limitation, § 629, plus a year), and no longer', () => {
    expect(cutoffs.deleteAcceptancesWeddingsBefore).toBe('2023-01-01');
    expect(acceptanceRetentionDue({ weddingDate: '2022-12-31' }, cutoffs)).toBe(true);
    expect(acceptanceRetentionDue({ weddingDate: '2023-01-01' }, cutoffs)).toBe(false);
    // The acceptance goes long before its booking (kept for the accounting period), never after it.
    expect(RETENTION_PERIODS.deleteAcceptancesAfterYears).toBeLessThan(RETENTION_PERIODS.eraseContractsAfterYears);
    expect(RETENTION_PERIODS.deleteAcceptancesAfterYears).toBeGreaterThanOrEqual(3);
    // An acceptance whose booking is gone names nothing that still exists: due at once.
    expect(acceptanceRetentionDue(null, cutoffs)).toBe(true);
  });

  it('deletes a gallery only once its last day is more than the period ago (Prague days), so an extension postpones it', () => {
    expect(cutoffs.deleteGalleriesExpiredBefore).toBe('2026-03-01');
    expect(galleryRetentionDue({ expiresOn: '2026-02-28' }, cutoffs)).toBe(true);
    expect(galleryRetentionDue({ expiresOn: '2026-03-01' }, cutoffs)).toBe(false);
    // Expired but within the period: archived for the couple, nothing deleted.
    expect(galleryRetentionDue({ expiresOn: '2027-02-28' }, cutoffs)).toBe(false);
    // Just after midnight in Prague it is already the next day there.
    expect(retentionCutoffs(new Date('2027-02-28T23:30:00.000Z'), RETENTION_PERIODS).deleteGalleriesExpiredBefore).toBe('2026-03-01');
  });

  it('counts months back on the calendar, clamping to the shorter month', () => {
    expect(monthsBefore('2027-05-31', 3)).toBe('2027-02-28');
    expect(monthsBefore('2028-02-29', 12)).toBe('2027-02-28');
    expect(monthsBefore('2027-01-15', 13)).toBe('2025-12-15');
  });

  it.each(bookingStatuses)('keeps no %s booking forever: some day the policy anonymises or erases it', (status) => {
    const old = aBooking({ status, weddingDate: '2001-06-01', updatedAt: '2001-06-02T10:00:00.000Z' });
    expect(retentionActionFor(old, retentionCutoffs(new Date('2030-01-01T12:00:00.000Z'), RETENTION_PERIODS))).not.toBeNull();
  });

  it('keeps every booking that took its date for the contract period, and only those', () => {
    expect([...KEPT_FOR_CONTRACT].sort()).toEqual([...DATE_TAKING_STATUSES].sort());
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
      expect(retentionActionFor(aBooking({ status, updatedAt: daysBefore(5000), weddingDate: '2017-01-01' }), cutoffs)).toBeNull();
    }
    const anonymised = anonymiseBooking(aBooking({ status: 'declined', updatedAt: daysBefore(100) }), NOW.toISOString());
    expect(retentionActionFor(anonymised, cutoffs)).toBeNull();
  });

  it.each(KEPT_FOR_CONTRACT)('erases a %s wedding once the 10th year after its year has ended, not a day sooner', (status) => {
    expect(cutoffs.eraseWeddingsBefore).toBe('2017-01-01');
    expect(retentionActionFor(aBooking({ status, weddingDate: '2016-12-31' }), cutoffs)).toBe('erase');
    expect(retentionActionFor(aBooking({ status, weddingDate: '2017-01-01' }), cutoffs)).toBeNull();
    // The year turns in Prague: at 23:30 UTC on 31 December it is already 1 January there.
    const newYearInPrague = retentionCutoffs(new Date('2027-12-31T23:30:00.000Z'), RETENTION_PERIODS);
    expect(retentionActionFor(aBooking({ status, weddingDate: '2017-12-31' }), newYearInPrague)).toBe('erase');
  });

  it('deletes mails a period after they were queued; old mails without a time count from delivery or get stamped', () => {
    expect(mailRetentionAction({ createdAt: daysBefore(180) }, cutoffs)).toBe('delete');
    expect(mailRetentionAction({ createdAt: daysBefore(179) }, cutoffs)).toBeNull();
    expect(mailRetentionAction({ deliveredAt: daysBefore(181) }, cutoffs)).toBe('delete');
    expect(mailRetentionAction({ deliveredAt: daysBefore(1) }, cutoffs)).toBeNull();
    expect(mailRetentionAction({}, cutoffs)).toBe('stamp');
  });
});
