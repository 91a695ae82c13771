import 'reflect-metadata';
import { describe, expect, it } from 'vitest';
import { isReservationCode } from '../../domain/booking/booking';
import { addYears, pragueDate } from '../../domain/booking/calendar';
import { competingRequests } from '../../domain/booking/competing-requests';
import { DAY_STATES, dayState } from '../../domain/booking/day-state';
import { deskAgenda } from '../../domain/booking/desk-agenda';
import { depositInstructions } from '../../domain/payment/deposit-instructions';
import { readDepositSettings } from '../../domain/payment/deposit';
import { demoSiteSettings } from './demo-content/demo-site';
import { demoSeason } from './demo-season';
import { InMemoryBookingRepository } from './in-memory-booking-repository';

describe('the demo season', () => {
  for (const at of ['2026-01-03T09:00:00Z', '2026-06-15T09:00:00Z', '2026-11-22T09:00:00Z']) {
    it(`shows every kind of day and gives every card of the desk's home work (${at.slice(0, 10)})`, async () => {
      const now = new Date(at);
      const today = pragueDate(now);
      const season = demoSeason(now);
      const store = new InMemoryBookingRepository({ ...season, now: () => now });
      const locks = await store.listDateLocks(addYears(today, -1), addYears(today, 1));
      const competing = competingRequests(season.bookings);
      const days = new Set([...locks.map((l) => l.date), ...competing.keys(), today]);
      const byDay = new Map(locks.map((l) => [l.date, l]));
      const states = new Set([...days].map((date) => dayState(date, { lock: byDay.get(date), openRequests: competing.get(date)?.count ?? 0, today, now })));
      expect([...states].sort()).toEqual([...DAY_STATES].sort());

      const failedMailIds = season.mails.filter((m) => m.delivery?.state === 'ERROR').map((m) => m.mail.bookingId!);
      const agenda = deskAgenda({ now, active: season.bookings, locks, failedMailIds, depositDueDays: 14 });
      expect(agenda.newRequests.length).toBeGreaterThan(0);
      expect(agenda.competingDays.length).toBeGreaterThan(0);
      expect(agenda.lapsingHolds.length).toBeGreaterThan(0);
      expect(agenda.deposits.map((d) => d.overdue)).toEqual(expect.arrayContaining([true, false]));
      expect(agenda.weddingsSoon.length).toBeGreaterThan(0);
      expect(agenda.failedMails?.length).toBeGreaterThan(0);
    });
  }

  it('gives the demo couple a confirmed booking with its deposit, QR Platba details and a message thread', () => {
    const now = new Date('2026-11-22T09:00:00Z');
    const couple = demoSeason(now).bookings.filter((b) => b.contact.email === 'novomanzele@example.cz');
    expect(couple.map((b) => b.status)).toEqual(['confirmed']);
    const instructions = depositInstructions(couple[0]!, readDepositSettings(demoSiteSettings.deposit, 14));
    expect(instructions).toMatchObject({ amountCzk: 11_700, paid: false });
    expect(instructions?.spayd).toMatch(/^SPD\*1\.0\*ACC:CZ/);
    expect(couple[0]!.messages?.map((m) => m.author)).toEqual(['couple', 'photographer', 'couple']);
  });

  it('uses real, distinct reservation codes', () => {
    const codes = demoSeason(new Date('2026-11-22T09:00:00Z')).bookings.map((b) => b.reservationCode);
    expect(codes.every(isReservationCode)).toBe(true);
    expect(new Set(codes).size).toBe(codes.length);
  });
});
