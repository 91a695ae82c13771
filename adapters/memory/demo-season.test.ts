import 'reflect-metadata';
import { describe, expect, it } from 'vitest';
import { isReservationCode } from '../../domain/booking/booking';
import { addYears, pragueDate } from '../../domain/booking/calendar';
import { competingRequests } from '../../domain/booking/competing-requests';
import { DAY_STATES, dayState } from '../../domain/booking/day-state';
import { deskAgenda } from '../../domain/booking/desk-agenda';
import { awaitsEmailVerification } from '../../domain/booking/email-verification';
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
    const season = demoSeason(now);
    const couple = season.bookings.filter((b) => b.contact.email === 'novomanzele@example.cz');
    expect(couple.map((b) => b.status)).toEqual(['confirmed']);
    const instructions = depositInstructions(couple[0]!, readDepositSettings(demoSiteSettings.deposit, 14));
    expect(instructions).toMatchObject({ amountCzk: 11_700, paid: false });
    expect(instructions?.spayd).toMatch(/^SPD\*1\.0\*ACC:CZ/);
    expect(season.threads[couple[0]!.id]?.map((m) => m.author)).toEqual(['couple', 'photographer', 'couple']);
  });

  it('marks one new web request as awaiting its e-mail check, and holds a day only for a confirmed one', () => {
    const season = demoSeason(new Date('2026-11-22T09:00:00Z'));
    expect(season.bookings.filter(awaitsEmailVerification).map((b) => b.status)).toEqual(['new']);
    const held = season.dateLocks.filter((l) => l.reason === 'held').map((l) => season.bookings.find((b) => b.id === l.bookingId)!);
    expect(held.length).toBeGreaterThan(0);
    for (const b of held) expect(b.emailVerifiedAt).toBeDefined();
  });

  it('uses real, distinct reservation codes', () => {
    const codes = demoSeason(new Date('2026-11-22T09:00:00Z')).bookings.map((b) => b.reservationCode);
    expect(codes.every(isReservationCode)).toBe(true);
    expect(new Set(codes).size).toBe(codes.length);
  });
});
