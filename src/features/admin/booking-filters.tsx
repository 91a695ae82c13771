import { useState, type FormEvent } from 'react';
import { bookingStatuses, type BookingStatus } from '../../../domain/booking/booking';
import { csAdmin } from '../../texts/cs-admin';
import { emptyFilter, sortOptions, type BookingFilter, type SortOption } from './admin-bookings-store';

const t = csAdmin.list;

/** The filter form: edits locally, applies on submit, so one change does not fire a query per keystroke. */
export function BookingFilters({ filter, onApply }: { filter: BookingFilter; onApply: (filter: BookingFilter) => void }) {
  const [draft, setDraft] = useState(filter);
  const set = <K extends keyof BookingFilter>(key: K, value: BookingFilter[K]) => setDraft((d) => ({ ...d, [key]: value }));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onApply(draft);
  };
  return (
    <form className="admin-filters" aria-label={t.filtersLabel} onSubmit={submit}>
      <label>
        {t.status}{' '}
        <select value={draft.status} onChange={(e) => set('status', e.target.value as BookingStatus | '')}>
          <option value="">{t.anyStatus}</option>
          {bookingStatuses.map((s) => (
            <option key={s} value={s}>
              {csAdmin.status[s]}
            </option>
          ))}
        </select>
      </label>{' '}
      <label>
        {t.from} <input type="date" value={draft.from} onChange={(e) => set('from', e.target.value)} />
      </label>{' '}
      <label>
        {t.to} <input type="date" value={draft.to} onChange={(e) => set('to', e.target.value)} />
      </label>{' '}
      <label>
        {t.search}{' '}
        <input type="search" value={draft.search} aria-describedby="hledani-napoveda" onChange={(e) => set('search', e.target.value)} />
      </label>{' '}
      <small id="hledani-napoveda">{t.searchHint}</small>{' '}
      <label>
        {t.sort}{' '}
        <select value={draft.sort} onChange={(e) => set('sort', e.target.value as SortOption)}>
          {sortOptions.map((o) => (
            <option key={o} value={o}>
              {t.sortOptions[o]}
            </option>
          ))}
        </select>
      </label>{' '}
      <button type="submit">{t.apply}</button>{' '}
      <button
        type="button"
        onClick={() => {
          setDraft(emptyFilter);
          onApply(emptyFilter);
        }}
      >
        {t.reset}
      </button>
    </form>
  );
}
