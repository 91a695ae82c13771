import { useState } from 'react';
import type { DateLock } from '../../../domain/booking/booking';
import type { CompetingDay } from '../../../domain/booking/competing-requests';
import { formatMonthYear } from '../../../domain/formatting/czech';
import { MonthGrid, type GridFocus } from './month-grid';

const MONTHS = Array.from({ length: 12 }, (_, i) => i);

/**
 * A whole year at a glance, twelve small months. One tab stop for the year: arrows walk from one month into the
 * next, so the keyboard reads the season as one calendar (it starts on today, or on the year's first day).
 */
export function SeasonGrid(props: {
  year: number;
  locks: ReadonlyMap<string, DateLock>;
  competing: ReadonlyMap<string, CompetingDay>;
  onActivate: (date: string) => void;
  now: Date;
  today: string;
}) {
  const bounds = { from: `${props.year}-01-01`, to: `${props.year}-12-31` };
  const start = props.today >= bounds.from && props.today <= bounds.to ? props.today : bounds.from;
  const [focus, setFocus] = useState<GridFocus>({ date: start, move: false });
  return (
    <div className="desk-season">
      {MONTHS.map((month) => (
        <MonthGrid
          key={month}
          compact
          year={props.year}
          month={month}
          caption={formatMonthYear(props.year, month)}
          locks={props.locks}
          competing={props.competing}
          onActivate={props.onActivate}
          now={props.now}
          today={props.today}
          focus={focus}
          onFocusDate={setFocus}
          bounds={bounds}
          describedBy="kalendar-napoveda"
        />
      ))}
    </div>
  );
}
