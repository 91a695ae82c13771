import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { InMemoryBookingRepository } from '../../../adapters/memory/in-memory-booking-repository';
import { bookableWindow } from '../../../domain/booking/booking-policy';
import { addDays } from '../../../domain/booking/calendar';
import { formatMonthYear } from '../../../domain/formatting/czech';
import { aBooking } from '../../../tests/support/booking-mother';
import { renderApp } from '../../../tests/support/render-app';
import { csBooking } from '../../texts/cs-booking';
import { dayLabel, longCzechDate, monthKey, monthOf, rangeOf, shiftMonth } from './calendar-month';

const window = bookableWindow(new Date());
// The month after the first bookable one lies wholly inside the window.
const next = shiftMonth(monthOf(window.first), 1);
const taken = `${monthKey(next)}-12`;
const blocked = `${monthKey(next)}-13`;

/** Storage as the demo would have it after the admin confirmed a wedding and blocked a day off. */
function storageWith(confirmedOn: string, blockedOn: string): Pick<Storage, 'getItem' | 'setItem' | 'removeItem'> {
  const saved = JSON.stringify({
    bookings: [aBooking({ status: 'confirmed', weddingDate: confirmedOn })],
    blocked: [{ date: blockedOn, reason: 'blocked' }],
  });
  return { getItem: () => saved, setItem: () => undefined, removeItem: () => undefined };
}

async function openHub() {
  const spy = vi.spyOn(InMemoryBookingRepository.prototype, 'listDateLocks');
  const view = renderApp('/rezervace', { storage: storageWith(taken, blocked) });
  await screen.findByRole('heading', { level: 1, name: csBooking.reservationTitle });
  const grid = await screen.findByRole('grid');
  return { ...view, spy, grid };
}

const day = (date: string) => document.querySelector<HTMLButtonElement>(`button[data-date="${date}"]`)!;

describe('availability calendar', () => {
  it('announces each day with its full Czech date and state; days outside the window cannot be chosen', async () => {
    const { grid } = await openHub();
    expect(grid).toHaveAccessibleName(formatMonthYear(monthOf(window.first).year, monthOf(window.first).monthIndex));
    const firstDay = await within(grid).findByRole('button', { name: dayLabel(window.first, 'free') });
    expect(firstDay).toHaveAttribute('tabindex', '0');
    const before = addDays(window.first, -1);
    if (before >= rangeOf(monthOf(window.first)).from) {
      expect(day(before)).toHaveAccessibleName(dayLabel(before, 'outside'));
      expect(day(before)).toHaveAttribute('aria-disabled', 'true');
    }
    await userEvent.setup().click(screen.getByRole('button', { name: csBooking.calendar.nextMonth }));
    expect(await within(grid).findByRole('button', { name: dayLabel(taken, 'taken') })).toHaveAccessibleName(
      expect.stringMatching(/^\S+ 12\. \S+ \d{4}, obsazené$/),
    );
    expect(within(grid).getByRole('button', { name: dayLabel(blocked, 'blocked') })).toBeInTheDocument();
  });

  it('moves by day, week, week start/end and month with the keyboard, with one tabbable day that keeps focus', async () => {
    const user = userEvent.setup();
    await openHub();
    await within(screen.getByRole('grid')).findByRole('button', { name: dayLabel(window.first, 'free') });
    day(window.first).focus();
    await user.keyboard('{ArrowRight}');
    expect(day(addDays(window.first, 1))).toHaveFocus();
    await user.keyboard('{ArrowLeft}{ArrowDown}');
    const weekLater = addDays(window.first, 7);
    expect(day(weekLater)).toHaveFocus();
    expect(day(weekLater)).toHaveAttribute('tabindex', '0');
    expect(day(window.first)).toHaveAttribute('tabindex', '-1');
    await user.keyboard('{End}');
    expect(document.activeElement?.getAttribute('aria-label')).toMatch(/^neděle /);
    await user.keyboard('{Home}');
    expect(document.activeElement?.getAttribute('aria-label')).toMatch(/^pondělí /);
    await user.keyboard('{PageDown}');
    // Focus follows into the next month, whose heading now names the grid.
    await waitFor(() => expect(monthOf(document.activeElement!.getAttribute('data-date')!)).not.toEqual(monthOf(weekLater)));
    expect(screen.getByRole('grid')).toHaveAccessibleName(expect.stringMatching(/\d{4}$/));
    await user.keyboard('{PageUp}');
    expect(monthOf(document.activeElement!.getAttribute('data-date')!)).toEqual(monthOf(weekLater));
  });

  it('asks for date locks once per month shown, never per day, and not again for a month seen before', async () => {
    const user = userEvent.setup();
    const { spy } = await openHub();
    await within(screen.getByRole('grid')).findByRole('button', { name: dayLabel(window.first, 'free') });
    await user.click(screen.getByRole('button', { name: csBooking.calendar.nextMonth }));
    await within(screen.getByRole('grid')).findByRole('button', { name: dayLabel(taken, 'taken') });
    await user.click(screen.getByRole('button', { name: csBooking.calendar.previousMonth }));
    await user.click(screen.getByRole('button', { name: csBooking.calendar.nextMonth }));
    expect(spy.mock.calls).toEqual([
      [rangeOf(monthOf(window.first)).from, rangeOf(monthOf(window.first)).to],
      [rangeOf(next).from, rangeOf(next).to],
    ]);
  });

  it('choosing a taken day offers the nearest free days, and a free day links to both forms with the date', async () => {
    const user = userEvent.setup();
    await openHub();
    await user.click(screen.getByRole('button', { name: csBooking.calendar.nextMonth }));
    await user.click(await screen.findByRole('button', { name: dayLabel(taken, 'taken') }));
    expect(screen.getByText(new RegExp(csBooking.chosenDate)).closest('[role="status"]')).toHaveTextContent(csBooking.dateTaken);
    const chosen = `${monthKey(next)}-11`;
    await user.click(screen.getByRole('button', { name: longCzechDate(chosen) }));
    expect(screen.getByRole('link', { name: csBooking.fullForm })).toHaveAttribute('href', `/booking?datum=${chosen}`);
    expect(screen.getByRole('link', { name: csBooking.continueQuick })).toHaveAttribute('href', `/simple-booking?datum=${chosen}`);
    expect(day(chosen)).toHaveAccessibleName(dayLabel(chosen, 'free', true));
  });
});

describe('availability calendar: date holds', () => {
  it("shows a day another request holds as 'předběžně obsazeno' (named in the legend); an expired hold is a free day", async () => {
    const heldOn = `${monthKey(next)}-20`;
    const expiredOn = `${monthKey(next)}-21`;
    const holder = aBooking({ weddingDate: heldOn });
    const lapsed = aBooking({ weddingDate: expiredOn });
    const inAWeek = new Date(Date.now() + 7 * 86_400_000).toISOString();
    const saved = JSON.stringify({
      bookings: [holder, lapsed],
      held: [
        { date: heldOn, reason: 'held', bookingId: holder.id, expiresAt: inAWeek },
        { date: expiredOn, reason: 'held', bookingId: lapsed.id, expiresAt: new Date(Date.now() - 1000).toISOString() },
      ],
    });
    renderApp('/rezervace', { storage: { getItem: () => saved, setItem: () => undefined, removeItem: () => undefined } });
    const grid = await screen.findByRole('grid');
    await userEvent.setup().click(screen.getByRole('button', { name: csBooking.calendar.nextMonth }));
    expect(await within(grid).findByRole('button', { name: dayLabel(heldOn, 'held') })).toHaveAccessibleName(
      expect.stringMatching(/, předběžně obsazeno$/),
    );
    expect(within(grid).getByRole('button', { name: dayLabel(expiredOn, 'free') })).toBeInTheDocument();
    expect(within(screen.getByRole('list', { name: csBooking.calendar.legend })).getByText(csBooking.calendar.state.held)).toBeInTheDocument();
  });
});
