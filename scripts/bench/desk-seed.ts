// A busy season's bookings for the desk benchmark (desk-bench.ts): deterministic, so every run and every machine
// seeds the same 10,000 bookings, and the bench can tell how many rows a filtered search must show.
import type { Booking, BookingStatus } from '../../domain/booking/booking';
import { seededRandom } from '../../tests/support/seeded-random';

const FIRST = ['Jana', 'Petra', 'Lucie', 'Kateřina', 'Eva', 'Tereza', 'Veronika', 'Martina', 'Barbora', 'Klára', 'Alena', 'Šárka'];
const SECOND = ['Petr', 'Tomáš', 'Jan', 'Martin', 'Jiří', 'Ondřej', 'Lukáš', 'Jakub', 'Michal', 'David', 'Pavel', 'Vojtěch'];
const SURNAMES = ['Nováková', 'Svobodová', 'Dvořáková', 'Černá', 'Procházková', 'Kučerová', 'Veselá', 'Horáková', 'Němcová', 'Marková', 'Pokorná', 'Pospíšilová', 'Hájková', 'Králová', 'Jelínková', 'Růžičková', 'Benešová', 'Fialová', 'Sedláčková', 'Doležalová'];

/** How many bookings of each status (10,000 in all): 4,000 open requests, the rest a season's history. */
export const SEED_STATUSES: ReadonlyArray<[BookingStatus, number]> = [
  ['new', 4000],
  ['confirmed', 700],
  ['deposit-paid', 1500],
  ['completed', 2000],
  ['declined', 1000],
  ['cancelled', 300],
  ['withdrawn', 500],
];

const pad = (n: number) => String(n).padStart(2, '0');

/** Every day of `years`, and apart the Fridays and Saturdays of May–September, where weddings cluster (and compete). */
function seasonDays(years: readonly number[]): { all: string[]; peak: string[] } {
  const all: string[] = [];
  const peak: string[] = [];
  for (const year of years) {
    for (let d = new Date(Date.UTC(year, 0, 1)); d.getUTCFullYear() === year; d.setUTCDate(d.getUTCDate() + 1)) {
      const day = d.toISOString().slice(0, 10);
      all.push(day);
      if (d.getUTCMonth() >= 4 && d.getUTCMonth() <= 8 && (d.getUTCDay() === 5 || d.getUTCDay() === 6)) peak.push(day);
    }
  }
  return { all, peak };
}

/** The seeded season: past weddings (completed) in `years[0]`, open and coming ones over both seasons. */
export function deskSeason(total = 10_000, years: readonly [number, number] = [2027, 2028]): Booking[] {
  const next = seededRandom(24);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)]!;
  const days = seasonDays(years);
  const scale = total / 10_000;
  const bookings: Booking[] = [];
  for (const [status, count] of SEED_STATUSES) {
    for (let i = 0; i < Math.round(count * scale); i += 1) {
      const n = bookings.length;
      const surname = pick(SURNAMES);
      const first = pick(FIRST);
      const createdAt = new Date(Date.UTC(2026, 0, 1) + Math.floor(next() * 330 * 86_400_000)).toISOString();
      const steps: BookingStatus[] = status === 'new' ? [] : status === 'deposit-paid' ? ['confirmed', 'deposit-paid'] : status === 'completed' ? ['confirmed', 'deposit-paid', 'completed'] : [status];
      let from: BookingStatus = 'new';
      const history: Booking['history'] = [{ at: createdAt, by: 'public', from: null, to: 'new' }];
      for (const to of steps) {
        history.push({ at: createdAt, by: 'fotograf@example.cz', from, to });
        from = to;
      }
      bookings.push({
        id: `desk-bench-${String(n).padStart(5, '0')}`,
        reservationCode: `B${String(n).padStart(4, '0').slice(-4)}-${pad(n % 97)}XY`,
        status,
        kind: next() < 0.7 ? 'full' : 'simple',
        weddingDate: next() < 0.6 ? pick(days.peak) : pick(days.all),
        contact: { coupleNames: `${first} ${surname} a ${pick(SECOND)}`, email: `${first.toLowerCase()}.${n}@example.cz`, phone: `+420777${String(n).padStart(6, '0')}` },
        extras: [],
        consentAt: createdAt,
        createdAt,
        updatedAt: createdAt,
        history,
      });
    }
  }
  return bookings;
}
