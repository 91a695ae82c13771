import { useRef, useState, type KeyboardEvent } from 'react';
import type { DateLock } from '../../../domain/booking/booking';
import type { CompetingDay } from '../../../domain/booking/competing-requests';
import { addDays, monthRange, monthWeeks, weekdayIndex } from '../../../domain/booking/calendar';
import { formatDate } from '../../../domain/formatting/czech';
import { csAdmin } from '../../texts/cs-admin';

const t = csAdmin.calendar;

const MOVES: Record<string, number> = { ArrowLeft: -1, ArrowRight: 1, ArrowUp: -7, ArrowDown: 7 };

/**
 * An ARIA grid of one month with a roving tab stop: Tab enters on one day, arrows move between days, Home/End go to
 * the week's ends, Enter/Space activate. Each day's name is its full Czech date and state.
 */
export function MonthGrid(props: {
  year: number;
  month: number;
  caption: string;
  locks: ReadonlyMap<string, DateLock>;
  /** Days several open requests want: the count shows in the day (the list below the grid links to them). */
  competing?: ReadonlyMap<string, CompetingDay>;
  onActivate: (date: string) => void;
}) {
  const { from, to } = monthRange(props.year, props.month);
  const [focused, setFocused] = useState(from);
  const buttons = useRef(new Map<string, HTMLButtonElement>());

  function move(date: string) {
    if (date < from || date > to) return;
    setFocused(date);
    buttons.current.get(date)?.focus();
  }

  function onKeyDown(event: KeyboardEvent, date: string) {
    const weekday = weekdayIndex(date);
    let target: string | undefined;
    if (event.key in MOVES) target = addDays(date, MOVES[event.key]!);
    else if (event.key === 'Home') target = addDays(date, -weekday);
    else if (event.key === 'End') target = addDays(date, 6 - weekday);
    if (target === undefined) return;
    event.preventDefault();
    move(target < from ? from : target > to ? to : target);
  }

  return (
    <table role="grid" className="admin-calendar" aria-describedby="kalendar-napoveda">
      <caption>{props.caption}</caption>
      <thead>
        <tr>
          {t.weekdays.map((day, i) => (
            <th key={day} scope="col" abbr={t.weekdayNames[i]}>
              {day}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {monthWeeks(props.year, props.month).map((week, w) => (
          <tr key={w}>
            {week.map((date, d) => {
              if (!date) return <td key={`pad-${d}`} role="gridcell" />;
              const lock = props.locks.get(date);
              const rivals = props.competing?.get(date)?.count ?? 0;
              const base = lock ? t.state[lock.reason] : t.state.free;
              const state = rivals ? csAdmin.competing.calendarState(base, rivals) : base;
              return (
                <td key={date} role="gridcell" data-state={lock?.reason ?? 'free'} data-competing={rivals || undefined}>
                  <button
                    ref={(el) => {
                      if (el) buttons.current.set(date, el);
                      else buttons.current.delete(date);
                    }}
                    type="button"
                    tabIndex={date === focused ? 0 : -1}
                    aria-label={t.dayLabel(formatDate(date), state)}
                    aria-pressed={lock?.reason === 'blocked'}
                    onFocus={() => setFocused(date)}
                    onKeyDown={(e) => onKeyDown(e, date)}
                    onClick={() => props.onActivate(date)}
                    style={{
                      minWidth: '3rem',
                      fontWeight: lock ? 700 : 400,
                      textDecoration: lock?.reason === 'blocked' ? 'line-through' : 'none',
                      background: lock?.reason === 'booked' ? '#f5d9c6' : lock?.reason === 'held' ? '#fbeee4' : lock?.reason === 'blocked' ? '#ddd' : '#fff',
                      color: '#222',
                    }}
                  >
                    {Number(date.slice(8))}
                    <span aria-hidden="true">{lock?.reason === 'booked' ? ' ●' : lock?.reason === 'held' ? ' ◐' : lock?.reason === 'blocked' ? ' ×' : ''}</span>
                    {rivals ? (
                      <span aria-hidden="true" className="competing-count">
                        {' '}
                        {rivals}×
                      </span>
                    ) : null}
                  </button>
                </td>
              );
            })}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
