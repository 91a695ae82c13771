import { useState, type FormEvent } from 'react';
import { bookingStatuses } from '../../../domain/booking/booking';
import { buttonClasses } from '../../shared/ui/button/button-classes';
import { LazyDateField } from '../../shared/ui/date-field/lazy-date-field';
import { Select } from '../../shared/ui/select/select';
import { TextField } from '../../shared/ui/text-field/text-field';
import { csAdmin } from '../../texts/cs-admin';
import { csAdminList } from '../../texts/cs-admin-list';
import { emptyFilter, sortOptions, type BookingFilter, type SortOption } from './admin-bookings-store';

const t = csAdmin.list;
const statusOptions = bookingStatuses.map((s) => ({ value: s, label: csAdmin.status[s] }));
const sortChoices = sortOptions.map((o) => ({ value: o, label: t.sortOptions[o] }));

/**
 * The filter form: edits locally, applies on submit, so one change does not fire a query per keystroke. Native
 * buttons in the design system's look: the list route loads no React Aria until a date field is opened.
 */
export function BookingFilters({ filter, onApply }: { filter: BookingFilter; onApply: (filter: BookingFilter) => void }) {
  const [draft, setDraft] = useState(filter);
  // The date range opens on demand (the season is one press away): its calendar's code loads only then.
  const [dates, setDates] = useState(Boolean(filter.from || filter.to));
  const set =
    <K extends keyof BookingFilter>(key: K) =>
    (value: string) =>
      setDraft((d) => ({ ...d, [key]: value }));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onApply(draft);
  };
  return (
    <form className="desk-filters" aria-label={t.filtersLabel} onSubmit={submit}>
      <TextField className="desk-filters__search" type="search" size="sm" label={t.search} hint={t.searchHint} value={draft.search} onValue={set('search')} />
      <Select size="sm" label={t.status} placeholder={t.anyStatus} options={statusOptions} value={draft.status} onValue={set('status')} />
      {dates ? (
        <>
          <LazyDateField label={t.from} value={draft.from} onValue={set('from')} />
          <LazyDateField label={t.to} value={draft.to} onValue={set('to')} />
        </>
      ) : null}
      <Select size="sm" label={t.sort} options={sortChoices} value={draft.sort} onValue={(v) => set('sort')(v as SortOption)} />
      <div className="desk-filters__actions">
        <button type="submit" className={buttonClasses({ variant: 'primary', size: 'sm' })}>
          {t.apply}
        </button>
        <button
          type="button"
          className={buttonClasses({ variant: 'quiet', size: 'sm' })}
          onClick={() => {
            setDraft(emptyFilter);
            onApply(emptyFilter);
          }}
        >
          {t.reset}
        </button>
        <button type="button" className={buttonClasses({ variant: 'quiet', size: 'sm' })} aria-expanded={dates} onClick={() => setDates((d) => !d)}>
          {csAdminList.dateRange}
        </button>
      </div>
    </form>
  );
}
