import { DAY_STATES } from '../../../domain/booking/day-state';
import { csAdminCalendar } from '../../texts/cs-admin-calendar';

const t = csAdminCalendar;

/** What each colour means, with the same sign the day shows, so neither colour nor sign stands alone. */
export function CalendarLegend() {
  const marks = { free: '', blocked: '×', held: '◐', competing: '2×', booked: '●', completed: '✓' } as const;
  return (
    <div className="desk-legend">
      <h2 className="visually-hidden">{t.legendTitle}</h2>
      <ul className="desk-legend__list" aria-label={t.legendTitle}>
        {DAY_STATES.map((state) => (
          <li key={state} className="desk-legend__item">
            <span className="desk-legend__swatch" data-state={state} aria-hidden="true">
              {marks[state]}
            </span>
            {t.states[state]}
          </li>
        ))}
        <li className="desk-legend__item desk-legend__item--saturday">{t.saturdays}</li>
      </ul>
    </div>
  );
}
