import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { aBooking } from '../../../tests/support/booking-mother';
import { asAdmin } from '../../../tests/support/admin-session';
import { csAdmin } from '../../texts/cs-admin';
import { csAdminDashboard } from '../../texts/cs-admin-dashboard';
import { csAdminVerification as v } from '../../texts/cs-admin-verification';

const digest = 'ab'.repeat(32);
const unverified = aBooking({ contact: { coupleNames: 'Nikdo a Nikdo', email: 'nikdo@example.cz', phone: '+420777000111' }, emailTokenDigest: digest });
const verified = aBooking({
  contact: { coupleNames: 'Jana a Petr', email: 'jana@example.cz', phone: '+420777000112' },
  emailTokenDigest: digest,
  emailVerifiedAt: '2026-11-02T09:30:00.000Z',
});
const byHand = aBooking({ contact: { coupleNames: 'Eva a Jan', email: 'eva@example.cz', phone: '+420777000113' }, channel: 'telefon' });
const answered = aBooking({ contact: { coupleNames: 'Odmítnutí', email: 'o@example.cz', phone: '+420777000114' }, status: 'declined', emailTokenDigest: digest });

const rowOf = (couple: string) => screen.getByRole('link', { name: csAdmin.list.open(couple) }).closest('tr')!;

describe('the desk shows which requests have an unconfirmed e-mail (they hold no day)', () => {
  it('marks only new web requests whose couple has not confirmed the address', async () => {
    await asAdmin('/admin/bookings', [unverified, verified, byHand, answered]);
    await screen.findByRole('link', { name: csAdmin.list.open('Nikdo a Nikdo') });
    expect(within(rowOf('Nikdo a Nikdo')).getByRole('img', { name: v.marker })).toBeVisible();
    for (const couple of ['Jana a Petr', 'Eva a Jan', 'Odmítnutí']) expect(within(rowOf(couple)).queryByRole('img', { name: v.marker }), couple).toBeNull();
  });

  it("marks the same requests among the desk home's new requests", async () => {
    await asAdmin('/admin', [unverified, verified, byHand]);
    const requests = await screen.findByRole('region', { name: csAdminDashboard.sections.newRequests });
    const itemOf = (couple: string) => within(requests).getByRole('link', { name: couple }).closest('li')!;
    expect(within(itemOf('Nikdo a Nikdo')).getByRole('img', { name: v.marker })).toBeVisible();
    for (const couple of ['Jana a Petr', 'Eva a Jan']) expect(within(itemOf(couple)).queryByRole('img', { name: v.marker }), couple).toBeNull();
  });

  it("the detail says whether and when the e-mail was confirmed; a booking entered by hand has no such row", async () => {
    const fieldValue = (label: string) => screen.queryByText(label, { selector: 'dt' })?.nextElementSibling?.textContent;
    const first = await asAdmin(`/admin/bookings/${unverified.id}`, [unverified, verified, byHand]);
    await screen.findByRole('heading', { level: 1, name: csAdmin.detail.title('Nikdo a Nikdo') });
    expect(fieldValue(v.label)).toBe(v.pending);
    first.unmount();
    const second = await asAdmin(`/admin/bookings/${verified.id}`, [unverified, verified, byHand]);
    await screen.findByRole('heading', { level: 1, name: csAdmin.detail.title('Jana a Petr') });
    expect(fieldValue(v.label)).toBe(v.verified('2026-11-02T09:30:00.000Z'));
    second.unmount();
    await asAdmin(`/admin/bookings/${byHand.id}`, [unverified, verified, byHand]);
    await screen.findByRole('heading', { level: 1, name: csAdmin.detail.title('Eva a Jan') });
    expect(fieldValue(v.label)).toBeUndefined();
  });
});
