import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { formatDate } from '../../../domain/formatting/czech';
import { TOKENS } from '../../../ports/tokens';
import type { PortalBooking } from '../../../ports/couple-portal-port';
import { aConfirmedPortalBooking, aPortalBooking, CouplePortalTestDouble, DOUBLE_PASSWORD } from '../../../tests/support/couple-portal-test-double';
import { renderSignedIn } from '../../../tests/support/render-signed-in';
import { csAccount } from '../../texts/cs-account';
import { csErrors } from '../../texts/cs-errors';
import { csPayment } from '../../texts/cs-payment';
import { csPortal } from '../../texts/cs-portal';

async function openPortal(portal: CouplePortalTestDouble) {
  const view = await renderSignedIn('/ucet', { portal });
  await screen.findByRole('heading', { level: 1, name: csAccount.accountTitle });
  return { ...view, user: userEvent.setup() };
}

/** Testing Library compares text with plain spaces; Czech formatting puts no-break spaces inside numbers and dates. */
const spaced = (text: string) => text.replace(/\s+/g, ' ');

async function card(booking: PortalBooking) {
  return screen.findByRole('article', { name: csPortal.card.heading(booking.weddingDate) });
}

/** Captures what the page hands to the browser as a download (jsdom has no object URLs and no downloads). */
function captureDownloads() {
  const files: { name: string; blob: Blob }[] = [];
  const blobs = new Map<string, Blob>();
  URL.createObjectURL = vi.fn((blob: Blob) => {
    const url = `blob:test/${blobs.size}`;
    blobs.set(url, blob);
    return url;
  });
  URL.revokeObjectURL = vi.fn();
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    files.push({ name: this.download, blob: blobs.get(this.href)! });
  });
  return files;
}

afterEach(() => vi.restoreAllMocks());

describe('Moje svatba (/ucet)', () => {
  it('without any booking says so and links to the reservation page; password change and sign-out stay', async () => {
    await openPortal(new CouplePortalTestDouble([]));
    expect(await screen.findByText(csPortal.empty)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: csPortal.emptyLink })).toHaveAttribute('href', '/rezervace');
    expect(screen.getByRole('heading', { name: csAccount.changePasswordHeading })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: csAccount.signOut })).toBeInTheDocument();
  });

  it('shows a new request: status with what happens next, Czech dates, agreed prices, guests, code and history', async () => {
    const booking = aPortalBooking({ reservationCode: 'K7PM-4XQ2' });
    await openPortal(new CouplePortalTestDouble([booking]));
    const view = within(await card(booking));
    expect(view.getByText(csPortal.status.new.label)).toBeInTheDocument();
    expect(view.getByText(new RegExp(csPortal.status.new.next))).toBeInTheDocument();
    expect(view.getByText('sobota 12. června 2027')).toBeInTheDocument();
    expect(view.getByText('13:00')).toBeInTheDocument();
    expect(view.getByText('Zámek Liblice, Liblice')).toBeInTheDocument();
    expect(view.getByText('Celý den (42 000 Kč)')).toBeInTheDocument();
    expect(view.getByText('Druhý fotograf (8 000 Kč)')).toBeInTheDocument();
    expect(view.getByText('80')).toBeInTheDocument();
    expect(view.getByText('K7PM-4XQ2')).toBeInTheDocument();
    expect(view.getByText(/12\. ledna 2027/).closest('li')).toHaveTextContent(csPortal.history.received);
    expect(view.queryByRole('button', { name: csPortal.ics.action })).not.toBeInTheDocument();
  });

  it('a request that holds its day says until when; one without a hold says nothing of it', async () => {
    const held = aPortalBooking({ reservationCode: 'HELD-AAAA', hold: { until: '2027-01-19T13:00:00.000Z' } });
    const open = aPortalBooking({ id: 'b-open', reservationCode: 'OPEN-BBBB', weddingDate: '2027-05-01' });
    await openPortal(new CouplePortalTestDouble([held, open]));
    expect(within(await card(held)).getByText(csPortal.hold('2027-01-19T13:00:00.000Z'))).toHaveTextContent('do 19. ledna 2027 v 14:00');
    expect(within(await card(open)).queryByText(/předběžně držím/)).not.toBeInTheDocument();
  });

  it('lists the newest wedding first', async () => {
    const older = aPortalBooking({ weddingDate: '2027-05-01', reservationCode: 'AAAA-AAAA' });
    const newer = aConfirmedPortalBooking({ weddingDate: '2027-09-04', reservationCode: 'BBBB-BBBB' });
    await openPortal(new CouplePortalTestDouble([older, newer]));
    await card(newer);
    const headings = screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent);
    expect(headings).toEqual([csPortal.card.heading('2027-09-04'), csPortal.card.heading('2027-05-01')]);
  });

  it('reads a booking stored before prices were kept as "cena neznámá" with the slugs', async () => {
    const booking = aPortalBooking({ pricing: null, packageSlug: 'obrad', extras: ['album'] });
    await openPortal(new CouplePortalTestDouble([booking]));
    const view = within(await card(booking));
    expect(view.getByText(`obrad (${csPortal.card.unknownPrice})`)).toBeInTheDocument();
    expect(view.getByText(`album (${csPortal.card.unknownPrice})`)).toBeInTheDocument();
  });

  it("names such a booking's items by today's price list when the server sends the names, still without a price", async () => {
    const booking = aPortalBooking({
      pricing: null,
      packageSlug: 'obrad',
      extras: ['album', 'zruseny'],
      named: { package: { slug: 'obrad', name: 'Obřad', priceCzk: 9000 }, extras: [{ slug: 'album', name: 'Fotokniha', priceCzk: 3500 }, { slug: 'zruseny', name: 'zruseny' }] },
    });
    await openPortal(new CouplePortalTestDouble([booking]));
    const view = within(await card(booking));
    expect(view.getByText(`Obřad (${csPortal.card.unknownPrice})`)).toBeInTheDocument();
    expect(view.getByText(`Fotokniha (${csPortal.card.unknownPrice}), zruseny (${csPortal.card.unknownPrice})`)).toBeInTheDocument();
    expect(view.queryByText(/9\u00A0000|3\u00A0500/)).not.toBeInTheDocument();
  });

  it('withdraws a new request only after the couple confirms, then shows it withdrawn', async () => {
    const booking = aPortalBooking();
    const portal = new CouplePortalTestDouble([booking]);
    const { user } = await openPortal(portal);
    const view = within(await card(booking));
    await user.click(view.getByRole('button', { name: csPortal.withdraw.action }));
    expect(view.getByText(csPortal.withdraw.question(booking.weddingDate)).closest('[data-confirm-question]')).toHaveFocus();
    expect(portal.calls.filter((c) => c.method === 'withdraw')).toEqual([]);
    await user.click(view.getByRole('button', { name: csPortal.withdraw.yes }));
    expect(await view.findByText(csPortal.withdraw.done)).toHaveFocus();
    expect(portal.calls.filter((c) => c.method === 'withdraw')).toEqual([{ method: 'withdraw', args: [booking.id] }]);
    // Refetched after the action: the card now reads the new status, and its history has the change.
    expect(await view.findByText(csPortal.status.withdrawn.label)).toBeInTheDocument();
    expect(view.getByText(new RegExp(csPortal.history.statusChanged(csPortal.status.withdrawn.label)))).toBeInTheDocument();
    expect(portal.calls.filter((c) => c.method === 'myBookings')).toHaveLength(2);
  });

  it('cancelling the confirmation withdraws nothing; a refused withdrawal is explained in Czech with its code', async () => {
    const booking = aPortalBooking();
    const portal = new CouplePortalTestDouble([booking]).failNext('withdraw', 'booking/invalid-transition');
    const { user } = await openPortal(portal);
    const view = within(await card(booking));
    await user.click(view.getByRole('button', { name: csPortal.withdraw.action }));
    await user.click(view.getByRole('button', { name: csPortal.withdraw.no }));
    expect(view.getByRole('button', { name: csPortal.withdraw.action })).toHaveFocus();
    await user.click(view.getByRole('button', { name: csPortal.withdraw.action }));
    await user.click(view.getByRole('button', { name: csPortal.withdraw.yes }));
    expect(await view.findByText(csErrors.messages['booking/invalid-transition'])).toBeInTheDocument();
    expect(view.getByText('booking/invalid-transition')).toBeInTheDocument();
    expect(view.getByText(csPortal.status.new.label)).toBeInTheDocument();
  });

  it('offers no withdrawal once the date is confirmed, but the wedding as an .ics file and the deposit to pay', async () => {
    const booking = aConfirmedPortalBooking({ reservationCode: 'H3WD-9RTA' });
    const files = captureDownloads();
    const { user, container } = await openPortal(new CouplePortalTestDouble([booking]));
    const view = within(await card(booking));
    expect(view.getByText(csPortal.status.confirmed.label)).toBeInTheDocument();
    expect(view.queryByRole('button', { name: csPortal.withdraw.action })).not.toBeInTheDocument();
    expect(view.getByRole('region', { name: csPayment.heading })).toBeInTheDocument();
    expect(view.getByText(booking.deposit!.variableSymbol)).toBeInTheDocument();
    expect(container.querySelector('[data-slot="deposit"]')).toBeNull();
    expect(view.getByText(booking.messages[0]!.text)).toBeInTheDocument();
    await user.click(view.getByRole('button', { name: csPortal.ics.action }));
    expect(files.map((f) => f.name)).toEqual(['svatba-H3WD-9RTA.ics']);
    expect(await files[0]!.blob.text()).toBe(booking.ics);
    expect(files[0]!.blob.type).toMatch(/^text\/calendar/);
  });

  it('a failed message keeps the text and explains why; the next attempt sends it and shows it with the booking', async () => {
    const booking = aConfirmedPortalBooking();
    const portal = new CouplePortalTestDouble([booking]).failNext('sendMessage', 'portal/rate-limited');
    const { user } = await openPortal(portal);
    const view = within(await card(booking));
    const field = view.getByLabelText(csPortal.messages.label);
    expect(field).toHaveAttribute('maxlength', '2000');
    await user.click(view.getByRole('button', { name: csPortal.messages.send }));
    expect(await view.findByText(csErrors.messages['field/required'])).toBeInTheDocument();
    expect(portal.calls.filter((c) => c.method === 'sendMessage')).toEqual([]);

    await user.type(field, 'Obřad posouváme na 14:30.');
    await user.click(view.getByRole('button', { name: csPortal.messages.send }));
    expect(await view.findByText(csErrors.messages['portal/rate-limited'])).toBeInTheDocument();
    expect(view.getByText('portal/rate-limited')).toBeInTheDocument();
    expect(field).toHaveValue('Obřad posouváme na 14:30.');

    await user.click(view.getByRole('button', { name: csPortal.messages.send }));
    expect(await view.findByText(csPortal.messages.sent)).toBeInTheDocument();
    expect(field).toHaveValue('');
    expect(await view.findByText('Obřad posouváme na 14:30.')).toBeInTheDocument();
    expect(view.getByText(new RegExp(csPortal.history.event.message))).toBeInTheDocument();
  });

  it('shows loading while the bookings come, and a failed load in Czech with its code and a retry', async () => {
    const portal = new CouplePortalTestDouble([aPortalBooking()]).failNext('myBookings', 'network/unavailable');
    const { user } = await openPortal(portal);
    expect(await screen.findByText(csPortal.loadFailed)).toBeInTheDocument();
    expect(screen.getByText('network/unavailable')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: csPortal.retry }));
    expect(await screen.findByText(csPortal.status.new.label)).toBeInTheDocument();
  });

  it('says it is loading while the bookings have not come yet', async () => {
    await openPortal(new CouplePortalTestDouble().hang('myBookings'));
    expect(await screen.findByText(csPortal.loading)).toBeInTheDocument();
    expect(screen.queryByText(csPortal.empty)).not.toBeInTheDocument();
  });

  it('downloads everything stored about the account as JSON after the couple confirms', async () => {
    const files = captureDownloads();
    const { user } = await openPortal(new CouplePortalTestDouble([aPortalBooking()]));
    await screen.findByText(csPortal.status.new.label);
    await user.click(screen.getByRole('button', { name: csPortal.privacy.exportAction }));
    expect(files).toEqual([]);
    await user.type(screen.getByLabelText(csPortal.privacy.passwordLabel), DOUBLE_PASSWORD);
    await user.click(screen.getByRole('button', { name: csPortal.privacy.exportYes }));
    expect(await screen.findByText(csPortal.privacy.exported)).toBeInTheDocument();
    expect(files.map((f) => f.name)).toEqual([expect.stringMatching(/^moje-udaje-\d{4}-\d{2}-\d{2}\.json$/)]);
    const data = JSON.parse(await files[0]!.blob.text()) as { email: string; bookings: unknown[] };
    expect(data.email).toBe('novomanzele@example.cz');
    expect(data.bookings).toHaveLength(1);
  });

  it('deletes the account after confirmation: says what was erased, which booking stays and why, and signs out', async () => {
    const kept = aConfirmedPortalBooking({ weddingDate: '2027-08-21', reservationCode: 'H3WD-9RTA' });
    const portal = new CouplePortalTestDouble([aPortalBooking({ weddingDate: '2027-05-01' }), kept]);
    const { user, services } = await openPortal(portal);
    await card(kept);
    await user.click(screen.getByRole('button', { name: csPortal.privacy.deleteAction }));
    expect(screen.getByText(csPortal.privacy.deleteQuestion).closest('[data-confirm-question]')).toHaveFocus();
    await user.type(screen.getByLabelText(csPortal.privacy.passwordLabel), DOUBLE_PASSWORD);
    await user.click(screen.getByRole('button', { name: csPortal.privacy.deleteYes }));
    expect(await screen.findByRole('heading', { name: csPortal.privacy.erasedHeading })).toHaveFocus();
    expect(screen.getByText(spaced(csPortal.privacy.erasedBookings(1)))).toBeInTheDocument();
    expect(screen.getByText(spaced(csPortal.privacy.keptBooking('2027-08-21', 'H3WD-9RTA')))).toHaveTextContent(spaced(formatDate('2027-08-21')));
    await waitFor(() => expect(services.get(TOKENS.VisitorAuth).currentUser()).toBeNull());
    expect(screen.getByText(csPortal.privacy.erasedHeading)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: csAccount.signOut })).not.toBeInTheDocument();
  });

  it('explains in plain Czech when the accounts service cannot delete the account here (auth/unsupported)', async () => {
    const portal = new CouplePortalTestDouble([]).failNext('deleteAccount', 'auth/unsupported');
    const { user, services } = await openPortal(portal);
    await screen.findByText(csPortal.empty);
    await user.click(screen.getByRole('button', { name: csPortal.privacy.deleteAction }));
    await user.click(screen.getByRole('button', { name: csPortal.privacy.deleteYes }));
    expect(await screen.findByText(csPortal.privacy.unsupported)).toBeInTheDocument();
    expect(screen.getByText('auth/unsupported')).toBeInTheDocument();
    expect(services.get(TOKENS.VisitorAuth).currentUser()).not.toBeNull();
  });
});
