import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MEMORY_TOKENS } from '../../../adapters/memory/memory-tokens';
import { asAdmin } from '../../../tests/support/admin-session';
import { aBooking } from '../../../tests/support/booking-mother';
import { csDayPlan } from '../../texts/cs-day-plan';

const t = csDayPlan;
const booking = aBooking({ id: 'b-plan', status: 'deposit-paid', contact: { coupleNames: 'Jana a Petr', email: 'jana@example.cz', phone: '+420777111222' } });
const plan = {
  items: [{ time: '13:00', what: 'Obřad', where: 'Zámek Loučeň' }],
  people: [{ name: 'Eva Malá', role: 'svědkyně', phone: '+420777123456' }],
  groupPhotos: ['Rodina nevěsty'],
  notes: 'Bez blesku v kostele.',
};

async function openPlan(seed: boolean) {
  const view = await asAdmin(`/admin/bookings/${booking.id}`, [booking]);
  if (seed) view.services.get(MEMORY_TOKENS.DayPlans).set(booking.id, { plan, updatedAt: '2027-04-01T10:00:00.000Z', notice: null, noticeDueAt: null });
  await view.user.click(await screen.findByRole('tab', { name: t.desk.tab }));
  return { ...view, section: await screen.findByRole('region', { name: new RegExp(t.heading) }) };
}

describe('the day plan in the booking detail', () => {
  afterEach(() => vi.restoreAllMocks());

  it('shows the plan as the couple saved it, the place with its Mapy.cz search, the phone as a call link', async () => {
    const { section } = await openPlan(true);
    const row = (await within(section).findByRole('cell', { name: 'Obřad' })).closest('tr')!;
    expect(row).toHaveTextContent('13:00');
    expect(within(row).getByRole('link', { name: t.timeline.mapLabel('Zámek Loučeň') })).toHaveAttribute('href', 'https://mapy.cz/zakladni?q=Z%C3%A1mek%20Lou%C4%8De%C5%88');
    expect(within(section).getByRole('link', { name: '+420777123456' })).toHaveAttribute('href', 'tel:+420777123456');
    expect(section).toHaveTextContent('Rodina nevěsty');
    expect(section).toHaveTextContent('Bez blesku v kostele.');
    expect(section).toHaveTextContent('Jana a Petr');
  });

  it('"Tisk" opens the browser\'s print of the plan', async () => {
    const print = vi.spyOn(window, 'print').mockImplementation(() => undefined);
    const { user, section } = await openPlan(true);
    await user.click(await within(section).findByRole('button', { name: t.desk.print }));
    expect(print).toHaveBeenCalledTimes(1);
  });

  it('says so when the couple has not filled it in yet', async () => {
    const { section } = await openPlan(false);
    expect(await within(section).findByText(t.desk.empty)).toBeInTheDocument();
  });
});
