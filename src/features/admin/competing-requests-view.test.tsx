import { act, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { TOKENS } from '../../../ports/tokens';
import { aBooking } from '../../../tests/support/booking-mother';
import { asAdmin } from '../../../tests/support/admin-session';
import { csErrors } from '../../texts/cs-errors';
import { csAdmin } from '../../texts/cs-admin';

const t = csAdmin.competing;
const day = '2027-07-03';
const couple = (names: string, email: string) => ({ coupleNames: names, email, phone: '+420777000111' });
const lucie = aBooking({ id: 'b-lucie', reservationCode: 'LUCK-2222', weddingDate: day, contact: couple('Lucie a Martin', 'lucie@example.cz'), createdAt: '2026-11-01T08:00:00.000Z' });
const sarka = aBooking({ id: 'b-sarka', reservationCode: 'SARK-3333', weddingDate: day, contact: couple('Šárka a Jiří', 'sarka@example.cz'), createdAt: '2026-11-02T08:00:00.000Z' });
const eva = aBooking({ id: 'b-eva', reservationCode: 'EVAA-4444', weddingDate: day, contact: couple('Eva a Adam', 'eva@example.cz'), createdAt: '2026-11-03T08:00:00.000Z' });
const elsewhere = aBooking({ id: 'b-jinde', weddingDate: '2027-07-10', contact: couple('Jana a Petr', 'jana@example.cz') });
const settled = aBooking({ id: 'b-odmitnuta', weddingDate: day, status: 'declined', contact: couple('Olga a Ota', 'olga@example.cz') });

describe('competing requests on the admin desk', () => {
  it('the list marks a day wanted by several open requests and its link shows just them, side by side', async () => {
    const { user, router } = await asAdmin('/admin/bookings', [lucie, sarka, eva, elsewhere, settled]);
    await screen.findByRole('heading', { level: 1, name: csAdmin.bookingsTitle });
    // One marker per row of that day (the declined one's row too: the day is contested), none for the lone request.
    expect(await screen.findAllByRole('link', { name: t.marker(3) })).toHaveLength(4);
    const lone = screen.getByRole('link', { name: csAdmin.list.open('Jana a Petr') }).closest('tr')!;
    expect(within(lone).queryByRole('link', { name: /na tento den/ })).not.toBeInTheDocument();

    await user.click(screen.getAllByRole('link', { name: t.marker(3) })[0]!);
    expect(await screen.findByRole('heading', { level: 2, name: t.dayTitle('3. července 2027') })).toBeInTheDocument();
    expect(router.state.location.search).toBe(`?den=${day}`);
    expect(screen.getAllByRole('row')).toHaveLength(4);
    for (const names of ['Lucie a Martin', 'Šárka a Jiří', 'Eva a Adam']) expect(screen.getByRole('link', { name: csAdmin.list.open(names) })).toBeInTheDocument();
  });

  it('the month calendar counts the open requests of a contested day and links to them', async () => {
    const { user, router } = await asAdmin('/admin/kalendar', [lucie, sarka, eva, elsewhere]);
    await screen.findByRole('heading', { level: 1, name: csAdmin.calendar.title });
    await act(() => router.navigate('/admin/kalendar?mesic=2027-07'));
    const grid = await screen.findByRole('grid', { name: 'červenec 2027' });
    expect(within(grid).getByRole('button', { name: csAdmin.calendar.dayLabel('3. července 2027', t.calendarState(csAdmin.calendar.state.free, 3)) })).toBeInTheDocument();
    expect(within(grid).getByRole('button', { name: csAdmin.calendar.dayLabel('10. července 2027', csAdmin.calendar.state.free) })).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: t.markerLabel(3, '3. července 2027') }));
    expect(await screen.findByRole('heading', { level: 2, name: t.dayTitle('3. července 2027') })).toBeInTheDocument();
  });

  it('activating a contested free day in the calendar opens its requests side by side and never blocks it', async () => {
    const { user, router, services } = await asAdmin('/admin/kalendar', [lucie, sarka, eva, elsewhere]);
    await screen.findByRole('heading', { level: 1, name: csAdmin.calendar.title });
    await act(() => router.navigate('/admin/kalendar?mesic=2027-07'));
    const grid = await screen.findByRole('grid', { name: 'červenec 2027' });
    await user.click(within(grid).getByRole('button', { name: csAdmin.calendar.dayLabel('3. července 2027', t.calendarState(csAdmin.calendar.state.free, 3)) }));
    expect(await screen.findByRole('heading', { level: 2, name: t.dayTitle('3. července 2027') })).toBeInTheDocument();
    expect(router.state.location.search).toBe(`?den=${day}`);
    expect(await services.get(TOKENS.Bookings).listDateLocks(day, day)).toEqual([]);
  });

  it('the detail warns of the others; confirming declines the ticked ones in the same step, never an unticked one', async () => {
    const { user, services } = await asAdmin('/admin/bookings/b-lucie', [lucie, sarka, eva, elsewhere]);
    const warning = await screen.findByRole('region', { name: t.warning(2) });
    expect(within(warning).getAllByRole('link').map((a) => a.textContent)).toEqual([
      t.competitor('Šárka a Jiří', 'SARK-3333'),
      t.competitor('Eva a Adam', 'EVAA-4444'),
      t.compare,
    ]);

    const actions = screen.getByRole('region', { name: csAdmin.detail.actionsTitle });
    await user.click(within(actions).getByRole('button', { name: csAdmin.detail.actions.confirmed }));
    const dialog = await screen.findByRole('alertdialog');
    const choice = within(dialog).getByRole('group', { name: t.declineLegend });
    expect(choice).toHaveAccessibleDescription(t.declineHint);
    const boxes = within(choice).getAllByRole('checkbox');
    expect(boxes.map((b) => [b.closest('label')!.textContent, (b as HTMLInputElement).checked])).toEqual([
      [` ${t.competitor('Šárka a Jiří', 'SARK-3333')}`, true],
      [` ${t.competitor('Eva a Adam', 'EVAA-4444')}`, true],
    ]);
    await user.click(within(choice).getByRole('checkbox', { name: t.competitor('Eva a Adam', 'EVAA-4444') }));
    await user.click(within(dialog).getByRole('button', { name: csAdmin.detail.confirmYes }));
    // toHaveTextContent folds the no-break spaces of the Czech counts into plain ones.
    const folded = (text: string) => text.replace(/\u00A0/g, ' ');
    expect(await within(actions).findByRole('status')).toHaveTextContent(folded(`${csAdmin.detail.changed(csAdmin.status.confirmed)} ${t.declinedToo(1)}`));

    const bookings = services.get(TOKENS.Bookings);
    expect(await Promise.all(['b-lucie', 'b-sarka', 'b-eva', 'b-jinde'].map(async (id) => (await bookings.get(id))!.status))).toEqual([
      'confirmed',
      'declined',
      'new',
      'new',
    ]);
    // The declined couple's e-mail is in the outbox like any status mail (the delivery log reads it).
    expect((await services.get(TOKENS.MailLog).mailsOf('b-sarka')).map((m) => m.subject)).toContain(
      'Svatební focení na 3. července 2027 bohužel nemohu přijmout (SARK-3333)',
    );
    expect(screen.getByRole('region', { name: t.warning(1) })).toHaveTextContent(t.competitor('Eva a Adam', 'EVAA-4444'));
  });

  it('a competitor that changed meanwhile refuses the whole step with the Czech message and code', async () => {
    const { user, services } = await asAdmin('/admin/bookings/b-lucie', [lucie, sarka, eva]);
    const actions = await screen.findByRole('region', { name: csAdmin.detail.actionsTitle });
    // Another admin session declines Šárka's request while this one still shows it.
    await services.get(TOKENS.BookingAdmin).changeStatus('b-sarka', 'declined');
    await user.click(within(actions).getByRole('button', { name: csAdmin.detail.actions.confirmed }));
    const dialog = await screen.findByRole('alertdialog');
    await user.click(within(dialog).getByRole('button', { name: csAdmin.detail.confirmYes }));
    const alert = await within(dialog).findByRole('alert');
    expect(alert).toHaveTextContent(csErrors.messages['booking/competitor-changed']);
    expect(alert).toHaveTextContent('booking/competitor-changed');
    const bookings = services.get(TOKENS.Bookings);
    expect([(await bookings.get('b-lucie'))!.status, (await bookings.get('b-eva'))!.status]).toEqual(['new', 'new']);
  });
});
