import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { bookableWindow } from '../../../domain/booking/booking-policy';
import { addDays } from '../../../domain/booking/calendar';
import { TOKENS } from '../../../ports/tokens';
import { renderApp } from '../../../tests/support/render-app';
import { demoCouple, renderSignedIn } from '../../../tests/support/render-signed-in';
import { csBooking } from '../../texts/cs-booking';
import { BOOKING_STORES } from './booking-stores';

const date = addDays(bookableWindow(new Date()).first, 50);
const f = csBooking.fields;

// The demo couple's account: displayName "Jana a Petr", e-mail novomanzele@example.cz.
describe('booking forms for a signed-in couple', () => {
  it('the quick form starts with the names and e-mail from the account', async () => {
    await renderSignedIn(`/simple-booking?datum=${date}`);
    await screen.findByRole('heading', { level: 1, name: csBooking.simpleTitle });
    expect(await screen.findByDisplayValue('novomanzele@example.cz')).toBe(screen.getByLabelText(f.email));
    expect(screen.getByLabelText(f.partner1)).toHaveValue('Jana');
    expect(screen.getByLabelText(`${f.partner2} ${csBooking.optional}`)).toHaveValue('Petr');
    expect(screen.getByLabelText(f.phone)).toHaveValue('');
  });

  it('the quick form never overwrites what the couple typed before signing in', async () => {
    const view = renderApp(`/simple-booking?datum=${date}`);
    await screen.findByRole('heading', { level: 1, name: csBooking.simpleTitle });
    const user = userEvent.setup();
    await user.type(screen.getByLabelText(f.partner1), 'Klára Dvořáková');
    await user.type(screen.getByLabelText(f.email), 'klara@example.cz');
    await view.services.get(TOKENS.VisitorAuth).signIn(demoCouple);
    // The session store hears the sign-in; the form keeps both typed fields and fills nothing around a typed name.
    expect(await screen.findByLabelText(f.partner1)).toHaveValue('Klára Dvořáková');
    expect(screen.getByLabelText(f.email)).toHaveValue('klara@example.cz');
    expect(screen.getByLabelText(`${f.partner2} ${csBooking.optional}`)).toHaveValue('');
  });

  it('the multi-step form has the names and e-mail ready on its details step, but keeps a typed e-mail', async () => {
    const { services } = await renderSignedIn(`/booking?datum=${date}`);
    await screen.findByRole('heading', { level: 1, name: csBooking.bookingTitle });
    const form = services.get(BOOKING_STORES).full;
    // The account's contact arrives after the page (the session is read asynchronously): wait for it, not for a render.
    await waitFor(() => expect(form.getState().values).toMatchObject({ partner1: 'Jana', partner2: 'Petr', email: 'novomanzele@example.cz' }));

    // A fresh form (after "send another") is prefilled again; a typed e-mail then stays through a later sign-in.
    form.getState().startOver();
    expect(form.getState().values).toMatchObject({ partner1: 'Jana', email: 'novomanzele@example.cz' });
    form.getState().setField('weddingDate', date);
    form.getState().setField('email', 'jina@example.cz');
    form.getState().setAccountContact({ partner1: 'Jana', partner2: 'Petr', email: 'novomanzele@example.cz' });
    expect(form.getState().values).toMatchObject({ partner1: 'Jana', partner2: 'Petr', email: 'jina@example.cz' });

    // And on screen, where the couple sees it: step 3 of 4.
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: csBooking.next }));
    await user.click(await screen.findByRole('radio', { name: /^Celý den –/ }));
    await user.click(screen.getByRole('button', { name: csBooking.next }));
    expect(await screen.findByLabelText(f.partner1)).toHaveValue('Jana');
    expect(screen.getByLabelText(f.email)).toHaveValue('jina@example.cz');
  });
});
