import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { DomainError } from '../../../domain/errors';
import { TOKENS } from '../../../ports/tokens';
import { aBooking } from '../../../tests/support/booking-mother';
import { asAdmin } from '../../../tests/support/admin-session';
import { csErrors, errorMessage } from '../../texts/cs-errors';
import { csAdmin } from '../../texts/cs-admin';
import { chooseMoreAction } from '../../../tests/support/booking-page';
import { csAdminBooking } from '../../texts/cs-admin-booking';
import { csUi } from '../../texts/cs-ui';

describe('admin bookings list', () => {
  it('shows counts per status, filters by status and searches names or e-mail', async () => {
    const { user } = await asAdmin('/admin/bookings', [
      aBooking({ contact: { coupleNames: 'Lucie a Martin', email: 'lucie@example.cz', phone: '+420777000111' }, weddingDate: '2027-07-03' }),
      aBooking({ contact: { coupleNames: 'Šárka a Jiří', email: 'sarka@example.cz', phone: '+420777000112' }, status: 'confirmed', weddingDate: '2027-07-10' }),
      aBooking({ status: 'declined', weddingDate: '2027-07-17' }),
    ]);
    await screen.findByRole('heading', { level: 1, name: csAdmin.bookingsTitle });
    // The counts follow the rows (they are read after them).
    const counts = await screen.findByRole('list', { name: csAdmin.list.countsLabel });
    expect(counts).toHaveTextContent(`${csAdmin.status.new}: 1`);
    expect(counts).toHaveTextContent(`${csAdmin.status.confirmed}: 1`);
    expect(counts).toHaveTextContent(`${csAdmin.status.declined}: 1`);
    expect(screen.getAllByRole('row')).toHaveLength(4);

    await user.selectOptions(screen.getByLabelText(csAdmin.list.status), csAdmin.status.confirmed);
    await user.click(screen.getByRole('button', { name: csAdmin.list.apply }));
    expect(await screen.findByRole('link', { name: csAdmin.list.open('Šárka a Jiří') })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: csAdmin.list.open('Lucie a Martin') })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: csAdmin.list.reset }));
    await screen.findByRole('link', { name: csAdmin.list.open('Lucie a Martin') });
    // Diacritics-insensitive: "sarka" finds Šárka.
    await user.type(screen.getByLabelText(csAdmin.list.search), 'sarka');
    await user.click(screen.getByRole('button', { name: csAdmin.list.apply }));
    await screen.findByRole('link', { name: csAdmin.list.open('Šárka a Jiří') });
    expect(screen.getAllByRole('row')).toHaveLength(2);
  });

  it('pages by 50 with a cursor, forward and back', async () => {
    const many = Array.from({ length: 53 }, (_, i) => aBooking({ weddingDate: `2028-0${1 + Math.floor(i / 28)}-${String((i % 28) + 1).padStart(2, '0')}` }));
    const { user } = await asAdmin('/admin/bookings', many);
    await screen.findByRole('heading', { level: 1, name: csAdmin.bookingsTitle });
    await screen.findByText(csAdmin.list.pageLabel(1));
    expect(screen.getAllByRole('row')).toHaveLength(51);
    await user.click(screen.getByRole('button', { name: csAdmin.list.next }));
    await screen.findByText(csAdmin.list.pageLabel(2));
    expect(screen.getAllByRole('row')).toHaveLength(4);
    expect(screen.getByRole('button', { name: csAdmin.list.next })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: csAdmin.list.previous }));
    await screen.findByText(csAdmin.list.pageLabel(1));
    expect(screen.getAllByRole('row')).toHaveLength(51);
  });

  it('searches every booking, not only the page shown', async () => {
    const many = Array.from({ length: 60 }, (_, i) => aBooking({ weddingDate: `2028-0${1 + Math.floor(i / 28)}-${String((i % 28) + 1).padStart(2, '0')}` }));
    const late = aBooking({ weddingDate: '2028-12-31', contact: { coupleNames: 'Zdeňka Šťastná a Ondřej Malý', email: 'zdenka@example.cz', phone: '+420777000999' } });
    const { user } = await asAdmin('/admin/bookings', [...many, late]);
    await screen.findByText(csAdmin.list.pageLabel(1));
    expect(screen.queryByRole('link', { name: csAdmin.list.open(late.contact.coupleNames) })).not.toBeInTheDocument();
    await user.type(screen.getByLabelText(csAdmin.list.search), 'stastna')
    await user.click(screen.getByRole('button', { name: csAdmin.list.apply }));
    expect(await screen.findByRole('link', { name: csAdmin.list.open(late.contact.coupleNames) })).toBeInTheDocument();
    expect(screen.getAllByRole('row')).toHaveLength(2);
    expect(screen.getByRole('button', { name: csAdmin.list.next })).toBeDisabled();
  });

  it('says why when the list cannot be read, and does not claim there are no requests', async () => {
    const { services, router } = await asAdmin('/admin/kalendar', [aBooking({ id: 'b-unread' })]);
    await screen.findByRole('heading', { level: 1, name: csAdmin.calendar.title });
    vi.spyOn(services.get(TOKENS.Bookings), 'list').mockRejectedValue(new DomainError('network/unavailable'));
    await act(() => router.navigate('/admin/bookings'));
    await screen.findByRole('heading', { level: 1, name: csAdmin.bookingsTitle });
    expect(await screen.findByText(errorMessage('network/unavailable'))).toBeInTheDocument();
    expect(screen.queryByText(csAdmin.bookingsEmpty)).toBeNull();
  });
});

describe('admin booking detail', () => {
  it('offers only the legal changes and confirms after a Czech confirmation step, recording the history', async () => {
    const booking = aBooking({ id: 'b-detail', weddingDate: '2027-08-21', venue: 'Zámek Loučeň', packageSlug: 'cely-den', extras: ['druhy-fotograf', 'zruseny-doplnek'] });
    const { user, services } = await asAdmin('/admin/bookings/b-detail', [booking]);
    await screen.findByRole('heading', { level: 1, name: csAdmin.detail.title('Jana a Petr') });
    expect(screen.getByText('Zámek Loučeň')).toBeInTheDocument();
    // Names from the price list, not slugs; a slug no longer on the list shows as itself.
    expect(screen.getByText('Celý den')).toBeInTheDocument();
    expect(screen.getByText('Druhý fotograf, zruseny-doplnek')).toBeInTheDocument();
    const actions = screen.getByRole('region', { name: csAdmin.detail.actionsTitle });
    expect(within(actions).getAllByRole('button').map((b) => b.textContent)).toEqual([
      csAdmin.detail.actions.confirmed,
      csAdmin.detail.actions.declined,
    ]);
    // The question opens on the safe answer, and cancelling hands focus back to the button that asked.
    await user.click(within(actions).getByRole('button', { name: csAdmin.detail.actions.declined }));
    const declining = await screen.findByRole('alertdialog', { name: csAdmin.detail.confirmQuestion(csAdmin.detail.actions.declined, 'Jana a Petr') });
    await waitFor(() => expect(within(declining).getByRole('button', { name: csAdmin.detail.confirmNo })).toHaveFocus());
    await user.click(within(declining).getByRole('button', { name: csAdmin.detail.confirmNo }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    await waitFor(() => expect(within(actions).getByRole('button', { name: csAdmin.detail.actions.declined })).toHaveFocus());
    await user.click(within(actions).getByRole('button', { name: csAdmin.detail.actions.confirmed }));
    const confirming = await screen.findByRole('alertdialog', { name: csAdmin.detail.confirmQuestion(csAdmin.detail.actions.confirmed, 'Jana a Petr') });
    // Nothing happens before the second click.
    expect((await services.get(TOKENS.Bookings).get('b-detail'))?.status).toBe('new');
    await user.type(within(confirming).getByLabelText(csAdmin.detail.noteLabel), 'Záloha do konce měsíce');
    await user.click(within(confirming).getByRole('button', { name: csAdmin.detail.confirmYes }));
    expect(await within(actions).findByText(csAdmin.detail.changed(csAdmin.status.confirmed))).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    // The button that was used is gone with the old status: focus lands on the section, not on <body>.
    await waitFor(() => expect(within(actions).getByRole('heading', { name: csAdmin.detail.actionsTitle })).toHaveFocus());
    expect(within(actions).getAllByRole('button').map((b) => b.textContent)).toEqual([
      csAdmin.detail.actions['deposit-paid'],
      csAdmin.detail.actions.cancelled,
    ]);
    const history = screen.getByRole('region', { name: csAdmin.detail.historyTitle });
    expect(history).toHaveTextContent(csAdmin.detail.historyEntry(csAdmin.status.new, csAdmin.status.confirmed));
    expect(history).toHaveTextContent('fotograf@example.cz');
    expect(history).toHaveTextContent('Záloha do konce měsíce');
    expect(await services.get(TOKENS.Bookings).listDateLocks('2027-08-21', '2027-08-21')).toHaveLength(1);
  });

  it('a confirmation on a taken date shows the Czech message and the typed code, and changes nothing', async () => {
    const { user } = await asAdmin('/admin/bookings/b-rival', [
      aBooking({ id: 'b-holder', weddingDate: '2027-08-28', status: 'confirmed' }),
      aBooking({ id: 'b-rival', weddingDate: '2027-08-28' }),
    ]);
    const actions = await screen.findByRole('region', { name: csAdmin.detail.actionsTitle });
    await user.click(within(actions).getByRole('button', { name: csAdmin.detail.actions.confirmed }));
    const dialog = await screen.findByRole('alertdialog');
    await user.click(within(dialog).getByRole('button', { name: csAdmin.detail.confirmYes }));
    const alert = await within(dialog).findByRole('alert');
    expect(alert).toHaveTextContent(csErrors.messages['booking/date-taken']);
    expect(alert).toHaveTextContent('booking/date-taken');
    expect(within(actions).queryByText(csAdmin.detail.changed(csAdmin.status.confirmed))).not.toBeInTheDocument();
  });

  it('saves internal notes', async () => {
    const { user, services } = await asAdmin('/admin/bookings/b-notes', [aBooking({ id: 'b-notes' })]);
    await user.type(await screen.findByLabelText(csAdmin.detail.notesLabel), 'Volat po 17. hodině');
    await user.click(screen.getByRole('button', { name: csAdmin.detail.saveNotes }));
    expect(await screen.findByText(csAdmin.detail.notesSaved)).toBeInTheDocument();
    expect((await services.get(TOKENS.Bookings).get('b-notes'))?.internalNotes).toBe('Volat po 17. hodině');
  });

  it('erases a booking only after confirmation, then returns to the list', async () => {
    const { user, services, router } = await asAdmin('/admin/bookings/b-erase', [aBooking({ id: 'b-erase' })]);
    await chooseMoreAction(user, csAdminBooking.moreErase);
    // The question opens on "Zrušit": a reflexive Enter erases nothing.
    const dialog = await screen.findByRole('alertdialog', { name: csAdmin.detail.eraseQuestion('Jana a Petr') });
    expect(within(dialog).getByRole('button', { name: csUi.cancel })).toHaveFocus();
    expect(await services.get(TOKENS.Bookings).get('b-erase')).not.toBeNull();
    await user.click(within(dialog).getByRole('button', { name: csAdmin.detail.eraseYes }));
    await screen.findByRole('heading', { level: 1, name: csAdmin.bookingsTitle });
    expect(router.state.location.pathname).toBe('/admin/bookings');
    expect(await services.get(TOKENS.Bookings).get('b-erase')).toBeNull();
    expect(screen.getByText(csAdmin.bookingsEmpty)).toBeInTheDocument();
  });
});

describe('admin calendar', () => {
  it('shows taken days and blocks and unblocks a free day by keyboard', async () => {
    const { user, services, router } = await asAdmin('/admin/kalendar', [
      aBooking({ id: 'b-june', weddingDate: '2027-06-12', status: 'confirmed' }),
    ]);
    await screen.findByRole('heading', { level: 1, name: csAdmin.calendar.title });
    await act(() => router.navigate('/admin/kalendar?mesic=2027-06'));
    await screen.findByRole('grid', { name: 'červen 2027' });
    const grid = await screen.findByRole('grid');
    expect(within(grid).getByRole('button', { name: csAdmin.calendar.dayLabel('12. června 2027', csAdmin.calendar.state.booked) })).toBeInTheDocument();
    const first = within(grid).getByRole('button', { name: csAdmin.calendar.dayLabel('1. června 2027', csAdmin.calendar.state.free) });
    expect(first).toHaveAttribute('tabindex', '0');
    act(() => first.focus());
    await user.keyboard('{ArrowDown}{ArrowRight}');
    const ninth = within(grid).getByRole('button', { name: csAdmin.calendar.dayLabel('9. června 2027', csAdmin.calendar.state.free) });
    expect(ninth).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(await screen.findByText(csAdmin.calendar.blockedNow('9. června 2027'))).toBeInTheDocument();
    expect(within(grid).getByRole('button', { name: csAdmin.calendar.dayLabel('9. června 2027', csAdmin.calendar.state.blocked) })).toHaveFocus();
    expect(await services.get(TOKENS.Bookings).listDateLocks('2027-06-09', '2027-06-09')).toEqual([{ date: '2027-06-09', reason: 'blocked' }]);
    await user.keyboard(' ');
    expect(await screen.findByText(csAdmin.calendar.unblockedNow('9. června 2027'))).toBeInTheDocument();
    expect(await services.get(TOKENS.Bookings).listDateLocks('2027-06-09', '2027-06-09')).toEqual([]);
  });
});
