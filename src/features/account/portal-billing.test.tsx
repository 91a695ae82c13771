import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolationsIn } from '../../../tests/support/axe-dom';
import { aConfirmedPortalBooking, aPortalBooking, CouplePortalTestDouble } from '../../../tests/support/couple-portal-test-double';
import { renderSignedIn } from '../../../tests/support/render-signed-in';
import { csBilling as t } from '../../texts/cs-billing';
import type { UserEvent } from '@testing-library/user-event';
import { errorMessage } from '../../texts/cs-errors';

async function billingOf(portal: CouplePortalTestDouble) {
  const view = await renderSignedIn('/ucet', { portal });
  const heading = await screen.findByRole('heading', { level: 4, name: t.heading });
  return { section: heading.closest('section')!, view };
}

/** Pastes rather than types: the test is about what the form does with the text, not about keystrokes (and stays quick on a slow machine). */
async function paste(user: UserEvent, field: HTMLElement, text: string) {
  await user.click(field);
  await user.paste(text);
}

// A generous cap for a page that signs in and saves twice on a loaded CI machine, not a time budget.
const SLOW = { timeout: 120_000 };

describe('Moje svatba: "Fakturační údaje"', () => {
  it('asks a confirmed couple for them before the deposit; a refused field keeps everything typed, a fixed one is saved and shown', SLOW, async () => {
    const booking = aConfirmedPortalBooking();
    const portal = new CouplePortalTestDouble([booking]);
    const { section, view } = await billingOf(portal);
    const user = userEvent.setup();
    expect(within(section).getByText(t.coupleAsk)).toBeInTheDocument();
    expect(within(section).getByText(t.none)).toBeInTheDocument();
    await user.click(within(section).getByRole('button', { name: t.fill }));
    await paste(user, within(section).getByLabelText(t.fields.name), 'Nováková Studio s.r.o.');
    await paste(user, within(section).getByLabelText(t.fields.street), 'Dlouhá 5');
    await paste(user, within(section).getByLabelText(t.fields.city), 'Praha 1');
    await paste(user, within(section).getByLabelText(t.fields.postalCode), '11000');
    await paste(user, within(section).getByLabelText(t.fields.ico), '12345678');
    await user.click(within(section).getByRole('button', { name: t.save }));
    expect(await within(section).findByText(errorMessage('billing/ico-invalid'))).toBeInTheDocument();
    expect(within(section).getByLabelText(t.fields.ico)).toHaveAttribute('aria-invalid', 'true');
    expect(within(section).getByLabelText(t.fields.city)).toHaveValue('Praha 1');
    await expectNoAxeViolationsIn(view.container);
    await user.clear(within(section).getByLabelText(t.fields.ico));
    await paste(user, within(section).getByLabelText(t.fields.ico), '27074358');
    await user.click(within(section).getByRole('button', { name: t.save }));
    await waitFor(() => expect(within(section).getByText('Nováková Studio s.r.o., Dlouhá 5, 110 00 Praha 1, IČO 27074358')).toBeInTheDocument());
    expect(within(section).queryByText(t.coupleAsk)).toBeNull();
    expect(portal.calls.filter((call) => call.method === 'saveBillingDetails').at(-1)?.args[1]).toMatchObject({ ico: '27074358', postalCode: '11000' });
  });

  it('does not ask a request not yet confirmed (the couple may still fill them in)', async () => {
    const { section } = await billingOf(new CouplePortalTestDouble([aPortalBooking()]));
    expect(within(section).queryByText(t.coupleAsk)).toBeNull();
    expect(within(section).getByRole('button', { name: t.fill })).toBeEnabled();
  });
});
