import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { addDays, pragueDate } from '../../../domain/booking/calendar';
import { currentSeason } from '../../../domain/booking/season';
import { asAdmin } from '../../../tests/support/admin-session';
import { aBooking } from '../../../tests/support/booking-mother';
import { csAdmin } from '../../texts/cs-admin';
import { csAdminList } from '../../texts/cs-admin-list';

const t = csAdminList;
const today = pragueDate(new Date());
const season = currentSeason(today);
const people = (coupleNames: string, n: number) => ({ coupleNames, email: `par${n}@example.cz`, phone: '+420777000111' });
const bookings = [
  aBooking({ contact: people('Nová a Nový', 1), weddingDate: addDays(season.to, 30) }),
  aBooking({ contact: people('Záloha a Zálohový', 2), status: 'confirmed', weddingDate: addDays(season.to, 60) }),
  aBooking({ contact: people('Sezóna a Sezónní', 3), status: 'deposit-paid', weddingDate: addDays(today, 1) }),
];
const shown = () => screen.queryAllByRole('link', { name: /^Otevřít rezervaci/ }).map((a) => a.textContent);

afterEach(() => vi.unstubAllGlobals());

describe('the bookings list', () => {
  it('filters in one press: new requests, the season ahead, deposits awaited', async () => {
    const { user } = await asAdmin('/admin/bookings', bookings);
    await screen.findByRole('link', { name: csAdmin.list.open('Nová a Nový') });
    const quick = screen.getByRole('group', { name: t.quickLabel });
    expect(within(quick).getByRole('button', { name: t.quick.all })).toHaveAttribute('aria-pressed', 'true');

    await user.click(within(quick).getByRole('button', { name: t.quick.new }));
    await vi.waitFor(() => expect(shown()).toEqual(['Nová a Nový']));
    expect(within(quick).getByRole('button', { name: t.quick.new })).toHaveAttribute('aria-pressed', 'true');

    await user.click(within(quick).getByRole('button', { name: t.quick.season(season.year) }));
    await vi.waitFor(() => expect(shown()).toEqual(['Sezóna a Sezónní']));

    await user.click(within(quick).getByRole('button', { name: t.quick.deposit }));
    await vi.waitFor(() => expect(shown()).toEqual(['Záloha a Zálohový']));
    expect(within(quick).getByRole('button', { name: t.quick.all })).toHaveAttribute('aria-pressed', 'false');
  });

  it('shows the bookings with their status badges in a table, and as cards on a phone', async () => {
    const first = await asAdmin('/admin/bookings', bookings);
    const table = await screen.findByRole('table', { name: t.tableCaption });
    const row = within(table).getByRole('link', { name: csAdmin.list.open('Záloha a Zálohový') }).closest('tr')!;
    expect(within(row).getByText(csAdmin.status.confirmed)).toHaveAttribute('data-status', 'confirmed');
    first.unmount();

    vi.stubGlobal('matchMedia', (query: string) => ({ matches: query === '(max-width: 640px)', addEventListener() {}, removeEventListener() {} }));
    await asAdmin('/admin/bookings', bookings);
    const cards = await screen.findByRole('list', { name: t.cardsLabel });
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(within(cards).getAllByRole('listitem')).toHaveLength(3);
    expect(within(cards).getByRole('link', { name: csAdmin.list.open('Nová a Nový') })).toBeInTheDocument();
  });
});
