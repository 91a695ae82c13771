import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { MEMORY_TOKENS } from '../../../adapters/memory/memory-tokens';
import type { StoredOutboxMail } from '../../../adapters/memory/in-memory-outbox';
import type { MailDelivery } from '../../../ports/wire/firestore-documents';
import { asAdmin } from '../../../tests/support/admin-session';
import { openBookingTab } from '../../../tests/support/booking-page';
import { aBooking } from '../../../tests/support/booking-mother';
import { csAdmin } from '../../texts/cs-admin';
import { csErrors } from '../../texts/cs-errors';

const t = csAdmin.mails;
const booking = aBooking({ id: 'b-mails', contact: { coupleNames: 'Jana a Petr', email: 'jana@example.cz', phone: '+420777111222' }, weddingDate: '2027-08-21' });
const calm = aBooking({ id: 'b-calm', contact: { coupleNames: 'Eva a Adam', email: 'eva@example.cz', phone: '+420777111333' }, weddingDate: '2027-08-28' });

function queued(id: string, subject: string, minute: number, delivery?: MailDelivery, bookingId = booking.id): StoredOutboxMail {
  return {
    mail: { id, bookingId, to: 'jana@example.cz', message: { subject, text: subject, html: `<p>${subject}</p>` } },
    queuedAt: `2027-01-15T09:${String(minute).padStart(2, '0')}:00.000Z`,
    ...(delivery ? { delivery } : {}),
  };
}

const mails = [
  queued('b-mails-couple', 'Přijali jsme vaši poptávku', 10, { state: 'SUCCESS', attempts: 1, messageId: '<1@x>' }),
  queued('b-mails-photographer', 'Nová poptávka', 11),
  queued('b-mails-status-1', 'Termín je potvrzený', 20, { state: 'ERROR', attempts: 3, error: '550 5.1.1 Mailbox unavailable' }),
  queued('b-mails-status-2', 'Záloha přijata', 30, { state: 'PROCESSING', attempts: 1 }),
  queued('b-calm-couple', 'Přijali jsme vaši poptávku', 12, { state: 'SUCCESS', attempts: 1 }, calm.id),
];

const rowOf = (subject: string) => screen.getByRole('cell', { name: subject }).closest('tr')!;

describe('the delivery log in the booking detail', () => {
  it('lists every mail of the booking with recipient, Czech delivery state, attempts and error', async () => {
    const { user } = await asAdmin(`/admin/bookings/${booking.id}`, [booking, calm], { mails });
    await openBookingTab(user, 'mails');
    const section = await screen.findByRole('region', { name: t.title });
    await within(section).findByRole('cell', { name: 'Termín je potvrzený' });
    const rows = within(section).getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getAllByRole('cell')[1]!.textContent)).toEqual([
      'Přijali jsme vaši poptávku',
      'Nová poptávka',
      'Termín je potvrzený',
      'Záloha přijata',
    ]);
    expect(rowOf('Přijali jsme vaši poptávku')).toHaveTextContent(t.state.SUCCESS);
    expect(rowOf('Nová poptávka')).toHaveTextContent(t.unseen);
    expect(rowOf('Záloha přijata')).toHaveTextContent(t.state.PROCESSING);
    const failed = rowOf('Termín je potvrzený');
    expect(failed).toHaveTextContent(t.state.ERROR);
    expect(failed).toHaveTextContent('550 5.1.1 Mailbox unavailable');
    expect(within(failed).getAllByRole('cell')[4]).toHaveTextContent('3');
    expect(within(failed).getAllByRole('cell')[0]).toHaveTextContent('jana@example.cz');
    // Only the failed mail offers a resend.
    expect(within(section).getAllByRole('button', { name: /Odeslat znovu/ })).toHaveLength(1);
  });

  it('resends a failed mail as a new mail, which then shows as waiting while the failed one stays', async () => {
    const { user, services } = await asAdmin(`/admin/bookings/${booking.id}`, [booking], { mails });
    await openBookingTab(user, 'mails');
    await user.click(await screen.findByRole('button', { name: t.resendLabel('Termín je potvrzený', 'jana@example.cz') }));
    expect(await screen.findByText(t.resent('jana@example.cz'))).toBeInTheDocument();
    const copy = await screen.findByRole('cell', { name: `Termín je potvrzený ${t.resentCopy}` });
    expect(copy.closest('tr')).toHaveTextContent(t.unseen);
    expect(rowOf('Termín je potvrzený')).toHaveTextContent(t.superseded);
    expect(screen.queryByRole('button', { name: /Odeslat znovu/ })).not.toBeInTheDocument();
    const outbox = services.get(MEMORY_TOKENS.Outbox);
    expect(outbox.get('b-mails-status-1-resend-1')?.mail).toMatchObject({ resendOf: 'b-mails-status-1', to: 'jana@example.cz', bookingId: booking.id });
    expect(outbox.get('b-mails-status-1')?.delivery?.state).toBe('ERROR');
  });

  it('says so in Czech when the mail may no longer be resent', async () => {
    const { user, services } = await asAdmin(`/admin/bookings/${booking.id}`, [booking], { mails });
    await openBookingTab(user, 'mails');
    const button = await screen.findByRole('button', { name: t.resendLabel('Termín je potvrzený', 'jana@example.cz') });
    // The sender retried it meanwhile, and it went out.
    services.get(MEMORY_TOKENS.Outbox).deliver('b-mails-status-1', { state: 'SUCCESS', attempts: 4 });
    await user.click(button);
    expect(await screen.findByRole('alert')).toHaveTextContent(csErrors.messages['mail/not-failed']);
    expect(services.get(MEMORY_TOKENS.Outbox).get('b-mails-status-1-resend-1')).toBeUndefined();
  });

  it('a status change adds its mail to the log', async () => {
    const { user } = await asAdmin(`/admin/bookings/${calm.id}`, [calm], { mails });
    await openBookingTab(user, 'mails');
    await screen.findByRole('cell', { name: 'Přijali jsme vaši poptávku' });
    await user.click(screen.getByRole('button', { name: csAdmin.detail.actions.confirmed }));
    await user.click(await screen.findByRole('button', { name: csAdmin.detail.confirmYes }));
    // The dialog closes once the status change is done (its time is the machine's): until then the page is inert.
    const section = await screen.findByRole('region', { name: t.title });
    await within(section).findByRole('cell', { name: /potvrzený/ });
    expect(within(section).getAllByRole('row')).toHaveLength(3);
  });
});

describe('the failed-delivery marker in the bookings list', () => {
  it('marks only the booking whose latest attempt failed, with a Czech accessible label', async () => {
    await asAdmin('/admin/bookings', [booking, calm], { mails });
    const marker = await screen.findByRole('img', { name: t.failedMarker });
    expect(marker.closest('tr')).toHaveTextContent('Jana a Petr');
    expect(screen.getAllByRole('img', { name: t.failedMarker })).toHaveLength(1);
  });

  it('shows no marker once the failed mail has been resent', async () => {
    const resent = [...mails, queued('b-mails-status-1-resend-1', 'Termín je potvrzený', 40)];
    resent[resent.length - 1]!.mail.resendOf = 'b-mails-status-1';
    await asAdmin('/admin/bookings', [booking, calm], { mails: resent });
    await screen.findByRole('link', { name: csAdmin.list.open('Jana a Petr') });
    expect(screen.queryByRole('img', { name: t.failedMarker })).not.toBeInTheDocument();
  });
});
