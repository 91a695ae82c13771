import type { Booking, BookingHistoryEntry, BookingMessage, BookingStatus, DateLock } from '../../domain/booking/booking';
import { addDays, pragueDate, weekdayIndex } from '../../domain/booking/calendar';
import { DEMO_COUPLE_CONTACT } from './demo-accounts';
import type { StoredOutboxMail } from './in-memory-outbox';

const PHOTOGRAPHER = 'fotograf@example.cz';

/** Reservation codes in the real alphabet (domain/booking/booking.ts: no 0/O, 1/I/L). */
const DEMO_CODES = ['H3WD-9RTA', 'K7PM-4XQ2', 'Q8ZN-2MKE', 'T4RB-7WXC', 'M2VS-8HPD', 'R5GK-3NZW', 'W9CF-6TQB', 'B4XJ-2MRS', 'N6PD-5KVA', 'F3ZQ-8WHM', 'C7TN-4RJX'];

/** A season on the desk: bookings, the days' holds and days off, and a mail that bounced. */
export interface DemoSeason {
  bookings: Booking[];
  /** Days off and a request's hold (MemoryAdapterOptions.dateLocks). */
  dateLocks: DateLock[];
  /** The demo couple's messages, kept apart from their booking as the functions keep threads (MemoryAdapterOptions.threads). */
  threads: Record<string, BookingMessage[]>;
  mails: StoredOutboxMail[];
}

/** The first Saturday at least `days` after `today`: weddings fall on Saturdays, as in a real season. */
const saturday = (today: string, days: number) => {
  const day = addDays(today, days);
  return addDays(day, (5 - weekdayIndex(day) + 7) % 7);
};

/**
 * A busy season dated relative to `now`, so the desk always has work in it: every kind of day in the calendar (free,
 * blocked, held, competing, booked, completed), and on the home new requests waiting, a hold about to lapse, a deposit
 * overdue and one due soon, a wedding this week and a bounced e-mail. The demo couple (DEMO_COUPLE_CONTACT) has
 * a confirmed booking with its agreed price, deposit and a message thread.
 */
export function demoSeason(now: Date): DemoSeason {
  const today = pragueDate(now);
  const hoursAgo = (h: number) => new Date(now.getTime() - h * 3_600_000).toISOString();
  const daysAgo = (d: number) => hoursAgo(d * 24);
  let n = 0;
  const booking = (status: BookingStatus, weddingDate: string, names: string, fields: Partial<Booking> & { received: string; steps?: Array<[string, BookingStatus]> }): Booking => {
    n += 1;
    const { received, steps = [], ...rest } = fields;
    const history: BookingHistoryEntry[] = [{ at: received, by: 'public', from: null, to: 'new' }];
    for (const [at, to] of steps) history.push({ at, by: PHOTOGRAPHER, from: history.at(-1)!.to, to });
    const email = `${names.split(' ')[0]!.toLowerCase().normalize('NFD').replace(/[^a-z]/g, '')}.${n}@example.cz`;
    return {
      id: `demo-season-${String(n).padStart(2, '0')}`,
      reservationCode: DEMO_CODES[n - 1]!,
      status,
      kind: 'full',
      weddingDate,
      contact: { coupleNames: names, email, phone: `+420 777 ${String(100 + n)} ${String(200 + n)}` },
      extras: [],
      consentAt: received,
      createdAt: received,
      updatedAt: history.at(-1)!.at,
      history,
      ...rest,
    };
  };
  // Web requests carry the e-mail check (domain/booking/email-verification.ts): the digest of a link no one holds,
  // confirmed within the hour, except the freshest request, whose couple has not clicked yet (the desk's marker).
  const emailCheck = (received: string, confirmed = true): Partial<Booking> => ({
    emailTokenDigest: 'de'.repeat(32),
    ...(confirmed ? { emailVerifiedAt: new Date(Date.parse(received) + 20 * 60_000).toISOString() } : {}),
  });
  const price = { package: { slug: 'cely-den', name: 'Celý den', priceCzk: 39000 }, extras: [] };

  const competingDay = saturday(today, 70);
  const heldDay = saturday(today, 84);
  // The demo couple's (demo-accounts.ts): their booking is the one "Moje svatba" shows.
  const couple = booking('confirmed', saturday(today, 150), DEMO_COUPLE_CONTACT.coupleNames, {
    received: daysAgo(16),
    steps: [[daysAgo(10), 'confirmed']],
    contact: { ...DEMO_COUPLE_CONTACT },
    packageSlug: 'cely-den',
    pricing: price,
    venue: 'Zámek Liblice',
    town: 'Liblice',
    guests: 80,
    ceremonyTime: '13:00',
  });
  const overdue = booking('confirmed', saturday(today, 120), 'Eva Černá a Filip Dušek', {
    received: daysAgo(30),
    steps: [[daysAgo(18), 'confirmed']],
    packageSlug: 'polovina-dne',
    venue: 'Vila Tugendhat',
    town: 'Brno',
  });
  const bookings = [
    booking('new', saturday(today, 45), 'Alena Horáková a Boris Malý', { received: hoursAgo(75), ...emailCheck(hoursAgo(75)), message: 'Máte volno? Svatba bude v Praze.' }),
    booking('new', competingDay, 'Cecílie Bílá a David Kos', { received: hoursAgo(30), ...emailCheck(hoursAgo(30)), venue: 'Statek Lhotka' }),
    booking('new', competingDay, 'Gabriela Royová a Hynek Pokorný', { received: hoursAgo(5), ...emailCheck(hoursAgo(5), false), kind: 'simple' }),
    booking('new', heldDay, 'Irena Kubátová a Jakub Lev', { received: hoursAgo(6 * 24 + 4), ...emailCheck(hoursAgo(6 * 24 + 4)), venue: 'Mlýn Kersko' }),
    couple,
    overdue,
    booking('deposit-paid', saturday(today, 1), 'Klára Veselá a Lukáš Mráz', {
      received: daysAgo(200),
      steps: [[daysAgo(195), 'confirmed'], [daysAgo(186), 'deposit-paid']],
      ceremonyTime: '14:00',
      venue: 'Chateau Mcely',
      town: 'Mcely',
      packageSlug: 'cely-den',
    }),
    booking('deposit-paid', saturday(today, 56), 'Markéta Zelená a Ondřej Hrubý', { received: daysAgo(90), steps: [[daysAgo(88), 'confirmed'], [daysAgo(80), 'deposit-paid']] }),
    booking('deposit-paid', saturday(today, 200), 'Renata Šimková a Pavel Novák', { received: daysAgo(40), steps: [[daysAgo(39), 'confirmed'], [daysAgo(30), 'deposit-paid']] }),
    booking('completed', saturday(today, -14), 'Simona Dvořáková a Tomáš Beneš', {
      received: daysAgo(300),
      steps: [[daysAgo(298), 'confirmed'], [daysAgo(280), 'deposit-paid'], [daysAgo(10), 'completed']],
    }),
    booking('declined', saturday(today, 98), 'Ursula Krátká a Vít Janda', { received: daysAgo(12), steps: [[daysAgo(11), 'declined']] }),
  ];
  const heldRequest = bookings.find((b) => b.weddingDate === heldDay)!;
  return {
    bookings,
    threads: {
      [couple.id]: [
        { id: 'demo-msg-1', at: daysAgo(9), author: 'couple', text: 'Dobrý den, moc děkujeme za potvrzení! Můžeme se domluvit na předsvatebním focení?' },
        { id: 'demo-msg-2', at: daysAgo(8), author: 'photographer', text: 'Dobrý den, ráda. Navrhuji sobotu v květnu v Liblicích, termín upřesníme po zaplacení zálohy.' },
        { id: 'demo-msg-3', at: daysAgo(1), author: 'couple', text: 'Záloha odejde tento týden. Těšíme se!' },
      ],
    },
    dateLocks: [
      // A hold taken a week ago under the seven-day policy: it lapses tomorrow unless she answers.
      { date: heldDay, reason: 'held', bookingId: heldRequest.id, expiresAt: new Date(now.getTime() + 20 * 3_600_000).toISOString() },
      ...[saturday(today, 105), addDays(saturday(today, 105), 1), saturday(today, 28)].map((date): DateLock => ({ date, reason: 'blocked' })),
    ],
    mails: [
      {
        mail: { id: `${overdue.id}-status-confirmed`, bookingId: overdue.id, to: overdue.contact.email, message: { subject: 'Termín svatebního focení je potvrzený', text: '-', html: '<p>-</p>' } },
        queuedAt: daysAgo(18),
        delivery: { state: 'ERROR', attempts: 3, error: '550 5.1.1 Recipient address rejected: User unknown' },
      },
    ],
  };
}
