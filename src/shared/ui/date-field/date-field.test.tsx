import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { DateField as BareAriaDateField, DateInput, DateSegment, Label } from 'react-aria-components';
import { describe, expect, it, vi } from 'vitest';
import { csErrors } from '../../../texts/cs-errors';
import { csUi } from '../../../texts/cs-ui';
import { DateField, type DateFieldProps } from './date-field';

function Controlled({ initial = '', onValue, ...props }: Partial<DateFieldProps> & { initial?: string }) {
  const [value, setValue] = useState(initial);
  return (
    <form aria-label="formulář">
      <DateField
        label="Datum svatby"
        name="weddingDate"
        {...props}
        value={value}
        onValue={(next) => {
          setValue(next);
          onValue?.(next);
        }}
      />
    </form>
  );
}

const segments = () => screen.getAllByRole('spinbutton');

describe('DateField', () => {
  it('runs under a browser whose language is not Czech, where a bare date field shows mm/dd/yyyy', () => {
    // The control case: without the design system's locale, React Aria follows the browser (en-US here).
    expect(navigator.language).toBe('en-US');
    render(
      <BareAriaDateField>
        <Label>bare</Label>
        <DateInput>{(segment) => <DateSegment segment={segment} />}</DateInput>
      </BareAriaDateField>,
    );
    expect(segments().map((s) => s.dataset.type)).toEqual(['month', 'day', 'year']);
  });

  it('shows a date as d. M. yyyy with Czech part names whatever the browser language', () => {
    render(<Controlled initial="2027-08-04" />);
    const group = screen.getByRole('group', { name: 'Datum svatby' });
    expect(group.textContent).toContain('4. 8. 2027');
    expect(segments().map((s) => s.getAttribute('aria-label'))).toEqual(['den, ', 'měsíc, ', 'rok, ']);
    expect(screen.getByText(csUi.date.formatHint)).toBeInTheDocument();
  });

  it('takes a typed date day first and hands it on as YYYY-MM-DD, also to the form', async () => {
    const user = userEvent.setup();
    const onValue = vi.fn();
    render(<Controlled onValue={onValue} />);
    await user.click(segments()[0]!);
    await user.keyboard('14');
    await user.keyboard('8');
    await user.keyboard('2027');
    expect(onValue).toHaveBeenLastCalledWith('2027-08-14');
    expect(screen.getByRole('group', { name: 'Datum svatby' }).textContent).toContain('14. 8. 2027');
    const form = screen.getByRole('form', { name: 'formulář' }) as HTMLFormElement;
    expect(new FormData(form).get('weddingDate')).toBe('2027-08-14');
  });

  it('clears to an empty value once every part is cleared', async () => {
    const user = userEvent.setup();
    const onValue = vi.fn();
    render(<Controlled initial="2027-08-14" onValue={onValue} />);
    await user.click(segments()[2]!);
    // Backspace empties a part digit by digit; on an empty part it moves to the one before: year 4+1, month 1+1, day 2.
    await user.keyboard('{Backspace}'.repeat(5 + 2 + 2));
    expect(segments().every((segment) => segment.dataset.placeholder === 'true')).toBe(true);
    expect(onValue).toHaveBeenLastCalledWith('');
  });

  it('picks a day from a Czech calendar (Monday first) and returns focus to its button', async () => {
    const user = userEvent.setup();
    const onValue = vi.fn();
    render(<Controlled initial="2027-08-14" onValue={onValue} />);
    const open = screen.getByRole('button', { name: new RegExp(csUi.date.openCalendar) });
    await user.click(open);
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByRole('heading').textContent).toMatch(/srpen 2027/i);
    // The weekday row (hidden from screen readers, which read each day's full name) starts on Monday: P, Ú, S…
    const weekdays = [...dialog.querySelectorAll('thead th')].map((th) => th.textContent);
    expect(weekdays.slice(0, 2)).toEqual(['P', 'Ú']);
    await user.click(within(dialog).getByRole('button', { name: /21\. srpna 2027/ }));
    expect(onValue).toHaveBeenLastCalledWith('2027-08-21');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await waitFor(() => expect(open).toHaveFocus());
  });

  it('says what is wrong in Czech, with the typed code, and marks the parts invalid', () => {
    render(<Controlled initial="2027-08-14" error="date/invalid" />);
    const message = screen.getByText(csErrors.messages['date/invalid']);
    const described = segments()[0]!.getAttribute('aria-describedby')!.split(' ');
    expect(described).toContain(message.closest('[id]')!.id);
    expect(screen.getByText('date/invalid')).toBeInTheDocument();
    for (const segment of segments()) expect(segment).toHaveAttribute('aria-invalid', 'true');
  });

  it('without the calendar is only the typed parts', () => {
    render(<Controlled initial="2027-08-14" calendar={false} />);
    expect(screen.queryByRole('button', { name: new RegExp(csUi.date.openCalendar) })).not.toBeInTheDocument();
    expect(segments()).toHaveLength(3);
  });
});
