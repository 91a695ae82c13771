import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { addDays, pragueDate } from '../../../domain/booking/calendar';
import { formatDate } from '../../../domain/formatting/czech';
import { TOKENS } from '../../../ports/tokens';
import { aBooking } from '../../../tests/support/booking-mother';
import { typeDate } from '../../../tests/support/date-field';
import { asAdmin } from '../../../tests/support/admin-session';
import { csAdmin } from '../../texts/cs-admin';
import { csBooking } from '../../texts/cs-booking';
import { csErrors } from '../../texts/cs-errors';
import { chooseMoreAction } from '../../../tests/support/booking-page';
import { csAdminBooking } from '../../texts/cs-admin-booking';

const t = csAdmin.byHand;
const f = csBooking.fields;

describe('the desk enters a booking by hand', () => {
  it('keeps everything typed when the server refuses a field, then stores the phone booking and lists it', async () => {
    const date = addDays(pragueDate(new Date()), 40);
    const { user, services } = await asAdmin('/admin/bookings', []);
    await screen.findByRole('heading', { level: 1, name: csAdmin.bookingsTitle });
    await user.click(screen.getByRole('button', { name: t.open }));
    // The form's code loads on the first click (new-booking-panel.tsx).
    const form = await screen.findByRole('form', { name: t.title });
    await user.selectOptions(within(form).getByLabelText(t.channelLabel), t.channels.instagram);
    expect(within(form).getByLabelText(t.statusLabel)).toHaveValue('confirmed');
    await typeDate(user, await within(form).findByRole('group', { name: f.weddingDate }), date);
    await user.type(within(form).getByLabelText(t.partner1), 'Alena Horáková');
    await user.type(within(form).getByLabelText(f.email), 'alena@');
    await user.type(within(form).getByLabelText(f.phone), '777 888 999');
    await user.click(within(form).getByLabelText(t.consent));
    await user.click(within(form).getByRole('button', { name: t.create }));

    const alert = await within(form).findAllByText(csErrors.messages['email/invalid']);
    expect(alert.length).toBeGreaterThan(0);
    expect(within(form).getByText(t.invalid)).toBeInTheDocument();
    expect(within(form).getByLabelText(t.partner1)).toHaveValue('Alena Horáková');
    expect(within(form).getByLabelText(f.email)).toHaveAttribute('aria-invalid', 'true');

    await user.clear(within(form).getByLabelText(f.email));
    await user.type(within(form).getByLabelText(f.email), 'alena@example.cz');
    await user.click(within(form).getByRole('button', { name: t.create }));
    const created = await within(form).findByRole('link', { name: t.openCreated });
    expect(await screen.findByRole('link', { name: csAdmin.list.open('Alena Horáková') })).toBeInTheDocument();
    const [stored] = (await services.get(TOKENS.Bookings).list({ orderBy: 'createdAt', direction: 'desc', limit: 5 })).items;
    expect(stored).toMatchObject({ status: 'confirmed', channel: 'instagram', weddingDate: date, kind: 'simple' });
    expect(created).toHaveAttribute('href', `/admin/bookings/${stored!.id}`);
    expect(await services.get(TOKENS.Bookings).listDateLocks(date, date)).toEqual([{ date, reason: 'booked', bookingId: stored!.id }]);
  });
});

describe('the desk corrects and moves a booking', () => {
  it('moving onto a taken day is refused in Czech; a free day moves it and the history shows old → new', async () => {
    const booking = aBooking({ id: 'b-move', status: 'confirmed', weddingDate: '2027-09-04' });
    const other = aBooking({ id: 'b-other', status: 'confirmed', weddingDate: '2027-09-11' });
    const { user } = await asAdmin('/admin/bookings/b-move', [booking, other]);
    await chooseMoreAction(user, csAdminBooking.moreMove);
    const panel = await screen.findByRole('region', { name: t.moveTitle });
    const field = await within(panel).findByRole('group', { name: t.moveLabel });
    expect(field.textContent).toContain('4. 9. 2027');
    await typeDate(user, field, '2027-09-11');
    await user.click(within(panel).getByRole('button', { name: t.move }));
    expect(await within(panel).findByText(t.moveTaken)).toBeInTheDocument();
    expect(within(panel).getByText('booking/date-taken')).toBeInTheDocument();
    // Refused, the typed day stays for another try.
    expect(field.textContent).toContain('11. 9. 2027');

    await typeDate(user, field, '2027-09-18');
    await user.click(within(panel).getByRole('button', { name: t.move }));
    expect(await within(panel).findByText(t.moved(formatDate('2027-09-18')))).toBeInTheDocument();
    const history = screen.getByRole('region', { name: csAdmin.detail.historyTitle });
    expect(within(history).getByText(t.history.changeLine('Datum svatby', formatDate('2027-09-04'), formatDate('2027-09-18')))).toBeInTheDocument();
  });

  it('an edit lists the changed fields old → new in the history; an invalid phone is refused and kept', async () => {
    const booking = aBooking({ id: 'b-edit', contact: { coupleNames: 'Jana a Petr', email: 'stary@example.cz', phone: '+420777123456' } });
    const { user } = await asAdmin('/admin/bookings/b-edit', [booking]);
    const panel = await screen.findByRole('region', { name: t.editTitle });
    await user.click(within(panel).getByRole('button', { name: t.editOpen }));
    const phone = within(panel).getByLabelText(f.phone);
    await user.clear(phone);
    await user.type(phone, '12');
    await user.click(within(panel).getByRole('button', { name: t.save }));
    expect(await within(panel).findAllByText(csErrors.messages['phone/invalid'])).not.toHaveLength(0);
    expect(phone).toHaveValue('12');

    await user.clear(phone);
    await user.type(phone, '+420777123456');
    const email = within(panel).getByLabelText(f.email);
    await user.clear(email);
    await user.type(email, 'novy@example.cz');
    await user.click(within(panel).getByRole('button', { name: t.save }));
    expect(await within(panel).findByText(t.saved)).toBeInTheDocument();
    const history = screen.getByRole('region', { name: csAdmin.detail.historyTitle });
    expect(within(history).getByText(t.history.changeLine('E-mail', 'stary@example.cz', 'novy@example.cz'))).toBeInTheDocument();
    expect(within(history).getByText(new RegExp(t.history.edit))).toBeInTheDocument();
  });
});
