import { bookingStatuses, type Booking, type BookingStatus } from '../booking/booking';
import { addDays, pragueDate } from '../booking/calendar';

/**
 * How long personal data is kept — the one retention policy, and its one configuration: the scheduled function
 * applies RETENTION_PERIODS (application/privacy/apply-retention.ts, functions/src/scheduled-runs.ts) and the privacy page
 * states the same object (src/features/privacy). A deployment that needs other periods changes them here, so the page
 * can never promise what the job does not do.
 */
export interface RetentionPeriods {
  /** Requests that ended without a wedding (and `new` ones whose day has passed): anonymised this many days after their last change. */
  anonymiseAfterDays: number;
  /**
   * Bookings that became a contract (confirmed, deposit paid, completed): erased whole once this many calendar years
   * have ended after the year of the wedding. Counted from the end of a year as the accounting and tax periods are
   * (zákon o účetnictví § 31 odst. 2: accounting documents 5 years, the financial statements 10 years, from the end of
   * the accounting period; zákon o DPH § 35: a VAT payer's tax documents 10 years from the end of the tax period;
   * daňový řád § 148: tax may be assessed within 3 years of the return's deadline, at most 10 years with extensions).
   */
  eraseContractsAfterYears: number;
  /** Outbox mails (booking and contact mails): deleted this many days after they were queued. */
  deleteMailsAfterDays: number;
  /**
   * Galleries (issue 20): a gallery, its photos' records, favourites, selection and every file in the bucket are
   * deleted this many months after its last day (`expiresOn`). Expiry itself deletes nothing: the couple may still ask
   * for it to be extended, which moves the last day and so the deletion. Guests' names and e-mails are never stored.
   */
  deleteGalleriesAfterMonths: number;
  /**
   * Accepted contracts (`contractAcceptances`: the names typed, the verified e-mail, IP address, user agent, server
   * time, the text and its hash): evidence that the contract was concluded and on what terms, kept while a claim from
   * it can still be brought, then deleted whole — IP address and user agent included, as they prove who accepted and
   * so are needed exactly as long. Deleted once this many calendar years have ended after the year of the wedding:
   * the limitation period is three years (občanský zákoník § 629 odst. 1), running from when a right could first be
   * exercised (§ 619) — for the service at the latest when the photographs are delivered, months after the wedding —
   * and a claim filed on its last day reaches us later still, hence one year more. A booking erased earlier (the desk,
   * "Smazat účet" of a booking not under contract, the contract period above) takes its acceptance with it.
   */
  deleteAcceptancesAfterYears: number;
  /**
   * Wedding-day plans (`dayPlans`: the timeline, and third persons' names, roles and phones for the day): deleted this
   * many days after the wedding, long before their booking. The plan serves the day and then the editing (the group
   * photos that must not be missed are checked against the selection, the names help to tell people apart), which is
   * over within weeks; the phones of witnesses and coordinators have no use after the day at all. The couple may
   * export it ("Stáhnout moje údaje") until then. A booking erased or anonymised earlier takes its plan with it.
   */
  deleteDayPlansAfterDays: number;
}

export const RETENTION_PERIODS: RetentionPeriods = {
  anonymiseAfterDays: 90,
  eraseContractsAfterYears: 10,
  deleteMailsAfterDays: 180,
  deleteGalleriesAfterMonths: 12,
  deleteAcceptancesAfterYears: 4,
  deleteDayPlansAfterDays: 90,
};

/**
 * Issued documents (`issuedDocuments` and their files: advance invoices, payment receipts, final invoices, corrections)
 * are the trader's accounting and tax records, with the customer they were made out to (billing details included):
 * kept this many years from the end of the year of issue (zákon o DPH § 35 odst. 1: a VAT payer's tax documents 10
 * years from the end of the tax period; zákon o účetnictví § 31 odst. 2 písm. b: accounting documents 5 years) and
 * never erased on a couple's request (GDPR čl. 17 odst. 3 písm. b: a legal obligation to keep them). Not part of
 * RETENTION_PERIODS: the scheduled job does not delete them yet (the first would be due in 2037). The privacy page states
 * it from this constant, and functions/src/erasure-keeps-documents.emulator.test.ts checks that an erasure keeps
 * them and nothing else naming the couple.
 */
export const ISSUED_DOCUMENTS_KEPT_YEARS = 10;

/**
 * What happens to a booking in each status, and from when — every status has a rule, so nothing is kept forever.
 * - `anonymise-after-change`: the couple's data goes `anonymiseAfterDays` after the last change;
 * - `anonymise-after-wedding`: the same, but only once the wedding day has passed (a request still unanswered);
 * - `erase-after-contract-years`: the whole booking goes `eraseContractsAfterYears` after the end of the wedding's year.
 */
export type RetentionRule = 'anonymise-after-change' | 'anonymise-after-wedding' | 'erase-after-contract-years';

export const RETENTION_RULES: Record<BookingStatus, RetentionRule> = {
  new: 'anonymise-after-wedding',
  declined: 'anonymise-after-change',
  cancelled: 'anonymise-after-change',
  withdrawn: 'anonymise-after-change',
  confirmed: 'erase-after-contract-years',
  'deposit-paid': 'erase-after-contract-years',
  completed: 'erase-after-contract-years',
};

const statusesUnder = (rule: RetentionRule): BookingStatus[] => bookingStatuses.filter((status) => RETENTION_RULES[status] === rule);

/** Statuses that end a request without a wedding (anonymised after their last change). A new such status is given its rule above. */
export const CLOSED_WITHOUT_CONTRACT: readonly BookingStatus[] = statusesUnder('anonymise-after-change');
/** Statuses whose requests are anonymised: closed without a wedding, and `new` (only once the wedding day passed). */
export const ANONYMISABLE_STATUSES: readonly BookingStatus[] = [...CLOSED_WITHOUT_CONTRACT, ...statusesUnder('anonymise-after-wedding')];
/** Statuses of bookings kept for the contract and the accounting period, then erased whole. */
export const KEPT_FOR_CONTRACT: readonly BookingStatus[] = statusesUnder('erase-after-contract-years');

const DAY_MS = 24 * 60 * 60 * 1000;

/** The limits one run applies at `now`; the stores query with them, and `retentionActionFor` decides with them. */
export interface RetentionCutoffs {
  /** Anonymise a request last changed at or before this instant (ISO). */
  anonymiseChangedBefore: string;
  /** …and, for `new` requests, whose wedding day is before this day (today in Prague). */
  newWeddingBefore: string;
  /** Erase a booking with a contract whose wedding day is before this day (1 January of a year). */
  eraseWeddingsBefore: string;
  /** Delete an outbox mail queued at or before this instant (ISO). */
  deleteMailsQueuedBefore: string;
  /** Delete a gallery whose last day (`expiresOn`) is before this day. */
  deleteGalleriesExpiredBefore: string;
  /** Delete a contract acceptance whose booking's wedding day is before this day (1 January of a year). */
  deleteAcceptancesWeddingsBefore: string;
  /** Delete a day plan whose booking's wedding day is before this day (today in Prague − the period). */
  deleteDayPlansWeddingsBefore: string;
}

/** `day` (YYYY-MM-DD) moved back `months` calendar months, the day clamped to the month's length (31 May − 3 = 28 Feb). */
export function monthsBefore(day: string, months: number): string {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  const index = year * 12 + (month - 1) - months;
  const y = Math.floor(index / 12);
  const m = index - y * 12 + 1;
  const last = new Date(Date.UTC(y, m, 0)).getUTCDate();
  return `${String(y).padStart(4, '0')}-${String(m).padStart(2, '0')}-${String(Math.min(date, last)).padStart(2, '0')}`;
}

/** 1 January of that year, as a day: a record kept "through the end of year Y + N" goes from 1 January of Y + N + 1. */
const januaryFirst = (year: number) => `${String(year).padStart(4, '0')}-01-01`;

export function retentionCutoffs(now: Date, periods: RetentionPeriods): RetentionCutoffs {
  const today = pragueDate(now);
  const year = Number(today.slice(0, 4));
  return {
    anonymiseChangedBefore: new Date(now.getTime() - periods.anonymiseAfterDays * DAY_MS).toISOString(),
    newWeddingBefore: today,
    // A wedding in year Y is kept through the end of year Y + N: erased from 1 January of Y + N + 1.
    eraseWeddingsBefore: januaryFirst(year - periods.eraseContractsAfterYears),
    deleteMailsQueuedBefore: new Date(now.getTime() - periods.deleteMailsAfterDays * DAY_MS).toISOString(),
    deleteGalleriesExpiredBefore: monthsBefore(today, periods.deleteGalleriesAfterMonths),
    deleteAcceptancesWeddingsBefore: januaryFirst(year - periods.deleteAcceptancesAfterYears),
    deleteDayPlansWeddingsBefore: addDays(today, -periods.deleteDayPlansAfterDays),
  };
}

export function isAnonymised(booking: Pick<Booking, 'anonymisedAt'>): boolean {
  return typeof booking.anonymisedAt === 'string';
}

export type RetentionAction = 'anonymise' | 'erase' | null;

/** What the policy does to this booking at these cutoffs; null leaves it as it is (so a second run changes nothing). */
export function retentionActionFor(booking: Booking, cutoffs: RetentionCutoffs): RetentionAction {
  const rule = RETENTION_RULES[booking.status];
  if (rule === 'erase-after-contract-years') return booking.weddingDate < cutoffs.eraseWeddingsBefore ? 'erase' : null;
  if (isAnonymised(booking)) return null;
  if (rule === 'anonymise-after-wedding' && booking.weddingDate >= cutoffs.newWeddingBefore) return null;
  return Date.parse(booking.updatedAt) <= Date.parse(cutoffs.anonymiseChangedBefore) ? 'anonymise' : null;
}

/** An outbox mail as the retention job sees it: when it was queued, or else when the mail extension delivered it. */
export interface StoredMailAge {
  createdAt?: string;
  deliveredAt?: string;
}

/**
 * A mail without `createdAt` (queued before the field existed) counts from its delivery time, which the Trigger Email
 * extension records (`delivery.endTime`); one with neither is stamped `createdAt` = now ("first seen") and deleted a
 * full period later.
 */
export function mailRetentionAction(mail: StoredMailAge, cutoffs: RetentionCutoffs): 'delete' | 'stamp' | null {
  const queued = mail.createdAt ?? mail.deliveredAt;
  if (queued === undefined) return 'stamp';
  return Date.parse(queued) <= Date.parse(cutoffs.deleteMailsQueuedBefore) ? 'delete' : null;
}

/** Whether the policy deletes this gallery at these cutoffs: its last day is more than the period ago (Prague days). */
export function galleryRetentionDue(gallery: { expiresOn: string }, cutoffs: Pick<RetentionCutoffs, 'deleteGalleriesExpiredBefore'>): boolean {
  return gallery.expiresOn < cutoffs.deleteGalleriesExpiredBefore;
}

/**
 * Whether the policy deletes a contract acceptance whose booking is this one (null: the booking is gone, so nothing
 * may be left naming it): its wedding year is more than the period past. An anonymised booking keeps its wedding day.
 */
export function acceptanceRetentionDue(booking: Pick<Booking, 'weddingDate'> | null, cutoffs: Pick<RetentionCutoffs, 'deleteAcceptancesWeddingsBefore'>): boolean {
  return booking === null || booking.weddingDate < cutoffs.deleteAcceptancesWeddingsBefore;
}

/**
 * Whether the policy deletes a day plan whose booking is this one (null: the booking is gone, so its plan must go too):
 * the wedding was more than the period ago (Prague days). An anonymised booking keeps its wedding day.
 */
export function dayPlanRetentionDue(booking: Pick<Booking, 'weddingDate'> | null, cutoffs: Pick<RetentionCutoffs, 'deleteDayPlansWeddingsBefore'>): boolean {
  return booking === null || booking.weddingDate < cutoffs.deleteDayPlansWeddingsBefore;
}
