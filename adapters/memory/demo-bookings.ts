import type { Booking, BookingHistoryEntry } from '../../domain/booking/booking';
import { addDays, pragueDate } from '../../domain/booking/calendar';

const PHOTOGRAPHER = 'fotograf@example.cz';

/**
 * A season in progress for the browser demo, dated relative to today so the calendar always shows taken days and
 * the admin desk has work in it: a confirmed wedding (the day is taken), a fresh request, and one with the deposit
 * paid. Used only when the demo's localStorage holds nothing yet.
 */
export function demoBookings(now: Date): Booking[] {
  const today = pragueDate(now);
  const at = (daysAgo: number, hour = 10) => new Date(now.getTime() - daysAgo * 86_400_000 - hour * 60_000).toISOString();
  const step = (when: string, from: BookingHistoryEntry['from'], to: BookingHistoryEntry['to']): BookingHistoryEntry => ({ at: when, by: PHOTOGRAPHER, from, to });
  const received = (when: string): BookingHistoryEntry => ({ at: when, by: 'public', from: null, to: 'new' });
  return [
    {
      id: '7a0d3c52-9b1e-4f60-8c21-d3e4f5a6b701',
      reservationCode: 'DMKR-7Q2P',
      status: 'confirmed',
      kind: 'full',
      weddingDate: addDays(today, 32),
      ceremonyTime: '14:00',
      contact: { coupleNames: 'Kristýna Dvořáková a Marek Svoboda', email: 'kristyna.marek@example.cz', phone: '+420 777 201 301' },
      packageSlug: 'cely-den',
      extras: [],
      venue: 'Zámek Štiřín',
      town: 'Kamenice',
      guests: 90,
      consentAt: at(40),
      createdAt: at(40),
      updatedAt: at(38),
      history: [received(at(40)), step(at(38), 'new', 'confirmed')],
    },
    {
      id: '7a0d3c52-9b1e-4f60-8c21-d3e4f5a6b702',
      reservationCode: 'NVPT-3H8W',
      status: 'new',
      kind: 'simple',
      weddingDate: addDays(today, 109),
      contact: { coupleNames: 'Petra Veselá a Jan Horák', email: 'petra.vesela@example.cz', phone: '+420 603 404 505' },
      extras: [],
      message: 'Dobrý den, svatba bude na statku u Tábora. Máte ten den volno?',
      consentAt: at(2),
      createdAt: at(2),
      updatedAt: at(2),
      history: [received(at(2))],
    },
    {
      id: '7a0d3c52-9b1e-4f60-8c21-d3e4f5a6b703',
      reservationCode: 'ZLHB-5K9M',
      status: 'deposit-paid',
      kind: 'full',
      weddingDate: addDays(today, 163),
      contact: { coupleNames: 'Tereza Malá a Ondřej Král', email: 'tereza.ondrej@example.cz', phone: '+420 721 606 707' },
      packageSlug: 'polovina-dne',
      extras: [],
      venue: 'Vinařství Sonberk',
      town: 'Popice',
      consentAt: at(60),
      createdAt: at(60),
      updatedAt: at(50),
      history: [received(at(60)), step(at(55), 'new', 'confirmed'), step(at(50), 'confirmed', 'deposit-paid')],
    },
  ];
}
