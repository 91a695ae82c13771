import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import type { ErrorCode } from '../../../domain/errors';
import { DateField } from '../../../src/shared/ui/date-field/date-field';
import { uiStoryFrame } from '../../support/desk-theme';

const meta = {
  title: 'Shared/UI/Date field',
  ...uiStoryFrame,
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

function Wedding({ initial = '', error, calendar, defaultOpen }: { initial?: string; error?: ErrorCode; calendar?: boolean; defaultOpen?: boolean }) {
  const [value, setValue] = useState(initial);
  return (
    <div className="ui-story-stack">
      <DateField
        label="Datum svatby"
        name="weddingDate"
        required
        value={value}
        onValue={setValue}
        error={error}
        calendar={calendar}
        defaultOpen={defaultOpen}
        min="2027-01-01"
        max="2028-12-31"
      />
      <p>
        Hodnota pro server: <code>{value || '—'}</code>
      </p>
    </div>
  );
}

/** d. M. yyyy in every browser: a browser set to English shows the same. */
export const Filled: Story = { name: 'Vyplněné', render: () => <Wedding initial="2027-08-14" /> };

export const Empty: Story = { name: 'Prázdné', render: () => <Wedding /> };

/** The calendar: Monday first, Czech months; days outside min/max struck through. */
export const CalendarOpen: Story = { name: 'Otevřený kalendář', render: () => <Wedding initial="2027-08-14" defaultOpen /> };

export const WithError: Story = { name: 'Chyba od serveru', render: () => <Wedding initial="2026-02-01" error="date/invalid" /> };

/** For filters ("Svatba od"): only the typed parts. */
export const WithoutCalendar: Story = { name: 'Bez kalendáře', render: () => <Wedding initial="2027-06-01" calendar={false} /> };

/** The same story opened by a browser set to English (the smoke run opens it so): still 14. 8. 2027, den/měsíc/rok. */
export const FilledInEnglishBrowser: Story = { name: 'Vyplněné v anglickém prohlížeči', render: () => <Wedding initial="2027-08-14" /> };
