import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { StoredOutboxMail } from '../../../adapters/memory/in-memory-outbox';
import type { Booking } from '../../../domain/booking/booking';
import { addDays, pragueDate } from '../../../domain/booking/calendar';
import { asAdmin } from '../../../tests/support/admin-session';
import { aBooking } from '../../../tests/support/booking-mother';
import { csAdmin } from '../../texts/cs-admin';
import { csAdminDashboard } from '../../texts/cs-admin-dashboard';

const t = csAdminDashboard;
const now = Date.now();
const today = pragueDate(new Date(now));
const ago = (hours: number) => new Date(now - hours * 3_600_000).toISOString();
const couple = (coupleNames: string, n: number) => ({ coupleNames, email: `par${n}@example.cz`, phone: '+420777000111' });

const waitingLong = aBooking({ contact: couple('Alena a Boris', 1), createdAt: ago(75), weddingDate: addDays(today, 100) });
const waitingShort = aBooking({ contact: couple('Cecílie a David', 2), createdAt: ago(2), weddingDate: addDays(today, 120) });
const overdue: Booking = aBooking({
  id: 'b-overdue',
  contact: couple('Eva a Filip', 3),
  status: 'confirmed',
  weddingDate: addDays(today, 60),
  history: [
    { at: ago(600), by: 'public', from: null, to: 'new' },
    // Noon in Prague 20 days ago: due 14 days later, so 6 days overdue whatever the hour the test runs at.
    { at: `${addDays(today, -20)}T10:00:00.000Z`, by: 'fotograf@example.cz', from: 'new', to: 'confirmed' },
  ],
});
const soon = aBooking({ contact: couple('Gabriela a Hynek', 4), status: 'deposit-paid', weddingDate: addDays(today, 5), ceremonyTime: '13:00' });
const bounced: StoredOutboxMail = {
  mail: { id: 'b-overdue-status', bookingId: overdue.id, to: 'par3@example.cz', message: { subject: 'Termín je potvrzený', text: '-', html: '<p>-</p>' } },
  queuedAt: ago(20 * 24),
  delivery: { state: 'ERROR', attempts: 3, error: '550 Mailbox unavailable' },
};

const card = (name: string) => screen.getByRole('region', { name });
const links = (region: HTMLElement) => within(region).queryAllByRole('link').map((a) => a.textContent);

describe('the desk home (/admin)', () => {
  it('shows what needs her today, each item one click from its booking', async () => {
    const { user } = await asAdmin('/admin', [soon, waitingShort, overdue, waitingLong], { mails: [bounced] });
    await screen.findByRole('heading', { level: 1, name: t.title });

    const requests = card(t.sections.newRequests);
    expect(links(requests)).toEqual(['Alena a Boris', 'Cecílie a David']);
    expect(requests.textContent).toContain(t.waiting(75));
    expect(t.waiting(75)).toBe('čeká 3\u00A0dny');
    expect(requests.textContent).toContain(t.waiting(2));

    const deposits = card(t.sections.deposits);
    expect(links(deposits)).toEqual(['Eva a Filip']);
    expect(deposits.textContent).toContain(t.depositOverdue(6));

    const weddings = card(t.sections.weddings);
    expect(links(weddings)).toEqual(['Gabriela a Hynek']);
    expect(weddings.textContent).toContain(t.weddingIn(5));

    expect(links(card(t.sections.failedMails))).toEqual(['Eva a Filip']);
    // The competition comes in the home's second round, after the cards: the card says so until then.
    expect(await within(card(t.sections.competing)).findByText(t.nothing)).toBeInTheDocument();

    await user.click(within(requests).getByRole('link', { name: 'Alena a Boris' }));
    expect(await screen.findByRole('heading', { level: 1, name: csAdmin.detail.title('Alena a Boris') })).toBeInTheDocument();
  });

  it('lists the oldest ten of a busy season\'s requests, says how many there are and points to the list for the rest', async () => {
    const requests = Array.from({ length: 14 }, (_, i) => aBooking({ contact: couple(`Pár ${i + 1}`, 10 + i), createdAt: ago(100 - i), weddingDate: addDays(today, 50 + i) }));
    await asAdmin('/admin', [...requests].reverse());
    await screen.findByRole('heading', { level: 1, name: t.title });
    const region = card(t.sections.newRequests);
    const list = within(region).getByRole('list');
    expect(within(list).getAllByRole('link').map((a) => a.textContent)).toEqual(requests.slice(0, 10).map((b) => b.contact.coupleNames));
    expect(region.textContent).toContain(t.shownOf(10, t.ofRequests(14)));
    expect(t.shownOf(10, t.ofRequests(4000))).toBe('Zobrazeno 10 z 4\u00A0000\u00A0poptávek.');
    expect(within(region).getByText('14')).toBeInTheDocument();
    expect(within(region).getByRole('link', { name: t.restInList })).toHaveAttribute('href', '/admin/bookings');
  });

  it('says so when nothing needs her, and is where signing in lands', async () => {
    const { router } = await asAdmin('/admin', [aBooking({ status: 'deposit-paid', weddingDate: addDays(today, 90) })]);
    expect(await screen.findByRole('heading', { level: 2, name: t.allClear })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/admin');
    expect(screen.getByRole('link', { name: t.openList })).toHaveAttribute('href', '/admin/bookings');
  });
});
