import { pragueDate } from '../../../domain/booking/calendar';
import { AWAITING_ANSWER, AWAITING_DEPOSIT } from '../../../domain/booking/reminders';
import { currentSeason } from '../../../domain/booking/season';
import { csAdminList } from '../../texts/cs-admin-list';
import { emptyFilter, type BookingFilter } from './admin-bookings-store';

const t = csAdminList.quick;

interface QuickFilter {
  id: string;
  label: string;
  filter: BookingFilter;
}

/** The filters she reaches for most, each one press: new requests first to answer, the season ahead, deposits awaited. */
export function quickFilters(now: Date): QuickFilter[] {
  const season = currentSeason(pragueDate(now));
  return [
    { id: 'all', label: t.all, filter: emptyFilter },
    { id: 'new', label: t.new, filter: { ...emptyFilter, status: AWAITING_ANSWER, sort: 'createdAt-asc' } },
    { id: 'season', label: t.season(season.year), filter: { ...emptyFilter, from: season.from, to: season.to } },
    { id: 'deposit', label: t.deposit, filter: { ...emptyFilter, status: AWAITING_DEPOSIT } },
  ];
}

const same = (a: BookingFilter, b: BookingFilter) =>
  a.status === b.status && a.from === b.from && a.to === b.to && a.search.trim() === b.search.trim() && a.sort === b.sort;

/** A row of toggle buttons; the one matching the filter in force is pressed. */
export function QuickFilters({ filter, onApply, now = new Date() }: { filter: BookingFilter; onApply(filter: BookingFilter): void; now?: Date }) {
  return (
    <div className="desk-quick-filters" role="group" aria-label={csAdminList.quickLabel}>
      {quickFilters(now).map((quick) => {
        const pressed = same(quick.filter, filter);
        return (
          <button
            key={quick.id}
            type="button"
            className="desk-quick-filters__button"
            aria-pressed={pressed}
            onClick={() => {
              if (!pressed) onApply(quick.filter);
            }}
          >
            {quick.label}
          </button>
        );
      })}
    </div>
  );
}
