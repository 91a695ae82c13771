import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { aBooking } from '../../../tests/support/booking-mother';
import { asAdmin } from '../../../tests/support/admin-session';
import { expectNoAxeViolationsIn } from '../../../tests/support/axe-dom';
import { renderWithServices } from '../../../tests/support/render-app';
import { csBilling as t } from '../../texts/cs-billing';
import type { UserEvent } from '@testing-library/user-event';
import { errorMessage } from '../../texts/cs-errors';
import { BookingBilling } from './booking-billing';

const billing = { name: 'Jana Nováková', street: 'Dlouhá 5', city: 'Praha 1', postalCode: '110 00' };

/** Pastes rather than types: the test is about what the form does with the text, not about keystrokes (and stays quick on a slow machine). */
async function paste(user: UserEvent, field: HTMLElement, text: string) {
  await user.click(field);
  await user.paste(text);
}

// A generous cap for a page that signs in and saves twice on a loaded CI machine, not a time budget.
const SLOW = { timeout: 120_000 };

describe('the desk\'s "Fakturační údaje" on the booking detail', () => {
  it('warns a VAT payer while they are missing, and not a non-payer nor once they are filled', async () => {
    const view = renderWithServices(<BookingBilling booking={aBooking({ status: 'confirmed' })} vatPayer onChanged={vi.fn()} />);
    expect(screen.getByText(t.deskMissing)).toBeInTheDocument();
    expect(screen.getByText(t.noneDesk)).toBeInTheDocument();
    await expectNoAxeViolationsIn(view.container);
    view.unmount();
    renderWithServices(<BookingBilling booking={aBooking({ status: 'confirmed' })} vatPayer={false} onChanged={vi.fn()} />);
    expect(screen.queryByText(t.deskMissing)).toBeNull();
  });

  it('shows what the couple filled in, and refuses a bad PSČ with its Czech message before saving the corrected one', SLOW, async () => {
    const { user } = await asAdmin('/admin/bookings/b-bill', [aBooking({ id: 'b-bill', status: 'confirmed' })]);
    const section = await screen.findByRole('region', { name: t.heading });
    await user.click(within(section).getByRole('button', { name: t.fill }));
    await paste(user, within(section).getByLabelText(t.fields.name), billing.name);
    await paste(user, within(section).getByLabelText(t.fields.street), billing.street);
    await paste(user, within(section).getByLabelText(t.fields.city), billing.city);
    await paste(user, within(section).getByLabelText(t.fields.postalCode), '110');
    await user.click(within(section).getByRole('button', { name: t.save }));
    expect(await within(section).findByText(errorMessage('billing/postcode-invalid'))).toBeInTheDocument();
    expect(within(section).getByLabelText(t.fields.name)).toHaveValue(billing.name);
    await paste(user, within(section).getByLabelText(t.fields.postalCode), '00');
    await user.click(within(section).getByRole('button', { name: t.save }));
    expect(await within(section).findByText(t.saved)).toBeInTheDocument();
    expect(within(section).getByText('Jana Nováková, Dlouhá 5, 110 00 Praha 1')).toBeInTheDocument();
  });
});
