import { useState, type FormEvent } from 'react';
import { bookingStatuses } from '../../../domain/booking/booking';
import { Button } from '../../shared/ui/button/button';
import { LazyDateField } from '../../shared/ui/date-field/lazy-date-field';
import { Select } from '../../shared/ui/select/select';
import { TextField } from '../../shared/ui/text-field/text-field';
import { csAdmin } from '../../texts/cs-admin';
import { emptyFilter, sortOptions, type BookingFilter, type SortOption } from './admin-bookings-store';

const t = csAdmin.list;
const statusOptions = bookingStatuses.map((s) => ({ value: s, label: csAdmin.status[s] }));
const sortChoices = sortOptions.map((o) => ({ value: o, label: t.sortOptions[o] }));

/** The filter form: edits locally, applies on submit, so one change does not fire a query per keystroke. */
export function BookingFilters({ filter, onApply }: { filter: BookingFilter; onApply: (filter: BookingFilter) => void }) {
  const [draft, setDraft] = useState(filter);
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
      <LazyDateField label={t.from} value={draft.from} onValue={set('from')} />
      <LazyDateField label={t.to} value={draft.to} onValue={set('to')} />
      <Select size="sm" label={t.sort} options={sortChoices} value={draft.sort} onValue={(v) => set('sort')(v as SortOption)} />
      <div className="desk-filters__actions">
        <Button type="submit" variant="primary" size="sm">
          {t.apply}
        </Button>
        <Button
          size="sm"
          variant="quiet"
          onPress={() => {
            setDraft(emptyFilter);
            onApply(emptyFilter);
          }}
        >
          {t.reset}
        </Button>
      </div>
    </form>
  );
}
