import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { aConfirmedPortalBooking, CouplePortalTestDouble } from '../../../tests/support/couple-portal-test-double';
import { renderSignedIn } from '../../../tests/support/render-signed-in';
import { csAccount } from '../../texts/cs-account';
import { csPortal } from '../../texts/cs-portal';

const question = { id: 'p-m1', at: '2027-01-15T10:00:00.000Z', author: 'couple' as const, text: 'Stihnete i přípravy?' };
const reply = { id: 'p-m2', at: '2027-01-15T12:00:00.000Z', author: 'photographer' as const, text: 'Ano, od devíti.' };
const older = { id: 'p-m0', at: '2027-01-14T12:00:00.000Z', author: 'photographer' as const, text: 'Vítejte v Moje svatba.' };

async function messagesOf(portal: CouplePortalTestDouble) {
  await renderSignedIn('/ucet', { portal });
  await screen.findByRole('heading', { level: 1, name: csAccount.accountTitle });
  const heading = await screen.findByRole('heading', { level: 4, name: csPortal.messages.heading });
  return heading.closest('section')!;
}

describe('Moje svatba: the photographer\'s replies', () => {
  it('marks the replies the couple sees for the first time, and tells the server once that they have seen them', async () => {
    const booking = aConfirmedPortalBooking({ messages: [older, question, reply], unreadIds: [reply.id] });
    const portal = new CouplePortalTestDouble([booking]);
    const section = await messagesOf(portal);
    expect(within(section).getByText(csPortal.messages.unreadSummary(1))).toBeInTheDocument();
    const items = within(section).getAllByRole('listitem');
    expect(items.map((item) => item.hasAttribute('data-unread'))).toEqual([false, false, true]);
    expect(items[2]).toHaveTextContent(`${csPortal.messages.author.photographer}`);
    expect(items[2]).toHaveTextContent(csPortal.messages.unread);
    await waitFor(() => expect(portal.calls.filter((call) => call.method === 'markMessagesRead')).toEqual([{ method: 'markMessagesRead', args: [booking.id] }]));
    // Still marked on this screen: the couple is reading them now.
    expect(within(section).getAllByRole('listitem')[2]).toHaveTextContent(csPortal.messages.unread);
  });

  it('with nothing new shows no marker and records nothing', async () => {
    const portal = new CouplePortalTestDouble([aConfirmedPortalBooking({ messages: [question, reply], unreadIds: [] })]);
    const section = await messagesOf(portal);
    expect(within(section).getAllByRole('listitem')).toHaveLength(2);
    expect(section).not.toHaveTextContent(csPortal.messages.unread);
    expect(portal.calls.some((call) => call.method === 'markMessagesRead')).toBe(false);
  });

  it('an empty thread says so', async () => {
    const section = await messagesOf(new CouplePortalTestDouble([aConfirmedPortalBooking({ messages: [], unreadIds: [] })]));
    expect(within(section).getByText(csPortal.messages.none)).toBeInTheDocument();
  });
});
