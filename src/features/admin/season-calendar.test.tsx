import { act, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { addDays, pragueDate } from '../../../domain/booking/calendar';
import { DomainError } from '../../../domain/errors';
import { formatDate } from '../../../domain/formatting/czech';
import { TOKENS } from '../../../ports/tokens';
import { asAdmin } from '../../../tests/support/admin-session';
import { aBooking } from '../../../tests/support/booking-mother';
import { csAdmin } from '../../texts/cs-admin';
import { csAdminCalendar } from '../../texts/cs-admin-calendar';
import { csErrors } from '../../texts/cs-errors';

const t = csAdmin.calendar;
const today = pragueDate(new Date());
const year = Number(today.slice(0, 4)) + 1;
const day = (md: string) => `${year}-${md}`;
// By its label's start through a selector: a role query computes the accessible name of each of the year's ~370
// buttons per call, which took this test past 30 s on a loaded 2-core machine.
const dayButton = (scope: HTMLElement, date: string) => {
  const found = scope.querySelectorAll<HTMLButtonElement>(`button[aria-label^="${formatDate(date)} – "]`);
  expect(found, `one button for ${date}`).toHaveLength(1);
  return found[0]!;
};
const stateOf = (date: string) => dayButton(document.body, date).closest('td')!.dataset.state;

describe('the season calendar', () => {
  it('shows a whole year, each day coloured by its state, and is walked by keyboard across months', async () => {
    const held = aBooking({ weddingDate: day('08-07') });
    const { user, router } = await asAdmin(
      '/admin/kalendar',
      [aBooking({ weddingDate: day('06-12'), status: 'confirmed' }), aBooking({ weddingDate: day('07-03') }), aBooking({ weddingDate: day('07-03') }), held],
      {
        dateLocks: [
          { date: day('08-07'), reason: 'held', bookingId: held.id, expiresAt: `${year + 1}-01-01T00:00:00.000Z` },
          { date: day('09-05'), reason: 'blocked' },
        ],
      },
    );
    await screen.findByRole('heading', { level: 1, name: t.title });
    await act(() => router.navigate(`/admin/kalendar?rok=${year}`));
    await screen.findByRole('heading', { level: 2, name: csAdminCalendar.seasonTitle(year) });
    expect(screen.getAllByRole('grid')).toHaveLength(12);
    expect([day('06-12'), day('07-03'), day('08-07'), day('09-05'), day('10-10')].map(stateOf)).toEqual(['booked', 'competing', 'held', 'blocked', 'free']);
    expect(screen.getByRole('list', { name: csAdminCalendar.legendTitle })).toHaveTextContent(csAdminCalendar.states.completed);

    // One tab stop for the whole year, on its first day when today is not in it.
    const stops = [...document.querySelectorAll<HTMLButtonElement>('[role="grid"] button')].filter((b) => b.tabIndex === 0);
    expect(stops).toEqual([dayButton(screen.getByRole('grid', { name: `leden ${year}` }), day('01-01'))]);
    act(() => stops[0]!.focus());
    await user.keyboard('{ArrowLeft}');
    expect(dayButton(document.body, day('01-01'))).toHaveFocus();
    await user.keyboard('{PageDown}');
    expect(dayButton(screen.getByRole('grid', { name: `únor ${year}` }), day('02-01'))).toHaveFocus();
    await user.keyboard('{ArrowUp}');
    const january25 = dayButton(screen.getByRole('grid', { name: `leden ${year}` }), day('01-25'));
    expect(january25).toHaveFocus();
    expect(january25).toHaveAttribute('tabindex', '0');
    await user.keyboard('{Enter}');
    expect(await screen.findByText(t.blockedNow(formatDate(day('01-25'))))).toBeInTheDocument();
    expect(stateOf(day('01-25'))).toBe('blocked');
  });

  it('shows a wedding behind her as completed, and a booked day ahead as booked', async () => {
    const past = addDays(today, -10);
    const ahead = addDays(today, 10);
    const { router } = await asAdmin('/admin/kalendar', [aBooking({ weddingDate: past, status: 'completed' }), aBooking({ weddingDate: ahead, status: 'confirmed' })]);
    await screen.findByRole('heading', { level: 1, name: t.title });
    await act(() => router.navigate(`/admin/kalendar?mesic=${past.slice(0, 7)}`));
    const label = t.dayLabel(formatDate(past), csAdminCalendar.completed);
    expect((await screen.findByRole('button', { name: label })).closest('td')).toHaveAttribute('data-state', 'completed');
    await act(() => router.navigate(`/admin/kalendar?mesic=${ahead.slice(0, 7)}`));
    expect((await screen.findByRole('button', { name: t.dayLabel(formatDate(ahead), t.state.booked) })).closest('td')).toHaveAttribute('data-state', 'booked');
  });

  it('says in Czech that the days could not be read, rather than showing every day free', async () => {
    const { router, services } = await asAdmin('/admin/kalendar', [aBooking({ weddingDate: day('06-12'), status: 'confirmed' })]);
    await screen.findByRole('heading', { level: 1, name: t.title });
    Object.assign(services.get(TOKENS.Bookings), { listDateLocks: () => Promise.reject(new DomainError('network/unavailable')) });
    await act(() => router.navigate(`/admin/kalendar?rok=${year}`));
    expect(await screen.findByText('network/unavailable')).toBeInTheDocument();
    expect(screen.getByText(csErrors.messages['network/unavailable'])).toBeInTheDocument();
    expect(screen.queryAllByRole('grid')).toHaveLength(0);
  });
});
