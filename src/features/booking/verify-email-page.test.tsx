import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { MEMORY_TOKENS } from '../../../adapters/memory/memory-tokens';
import { bookingMailId } from '../../../domain/booking/booking-mail';
import { TOKENS } from '../../../ports/tokens';
import { aBookingInput } from '../../../tests/support/booking-mother';
import { personSignals } from '../../../tests/support/bot-challenge-solver';
import { memoryServices, renderAppOn } from '../../../tests/support/render-app';
import { verifyLinkIn } from '../../../tests/support/verify-link';
import { csBooking } from '../../texts/cs-booking';
import { csErrors } from '../../texts/cs-errors';

const t = csBooking.verify;

/** A request sent under the `hold` policy on the memory fakes, and the path of its receipt mail's link. */
async function sentRequest() {
  const services = memoryServices({ dateHoldPolicy: { kind: 'hold', days: 7 } });
  const input = aBookingInput();
  await services.get(TOKENS.BookingSubmission).submit(input, await personSignals(() => services.get(TOKENS.BotChallenges).issue()));
  const link = new URL(verifyLinkIn(services.get(MEMORY_TOKENS.Outbox).get(bookingMailId.requestReceived(input.id))!.mail.message.text));
  const locks = () => services.get(TOKENS.Bookings).listDateLocks(input.weddingDate, input.weddingDate);
  return { services, input, path: `${link.pathname}${link.hash}`, locks };
}

describe('the e-mail confirmation page (/potvrzeni-poptavky)', () => {
  it('opening the link (its script run, as some mail scanners do) holds nothing; the button confirms and holds the day', async () => {
    const { services, path, locks, input } = await sentRequest();
    renderAppOn(services, path);
    const button = await screen.findByRole('button', { name: t.confirm });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(t.title);
    expect(await locks()).toEqual([]);

    await userEvent.setup().click(button);
    const done = await screen.findByRole('heading', { name: t.done });
    expect(done).toHaveFocus();
    const [lock] = await locks();
    expect(lock).toMatchObject({ reason: 'held', bookingId: input.id });
    expect(done.closest('section')).toHaveTextContent(t.outcome.held(lock!.expiresAt));
    expect(screen.queryByRole('button', { name: t.confirm })).toBeNull();
  });

  it('a link without its code says so in Czech and offers no button', async () => {
    renderAppOn(memoryServices(), '/potvrzeni-poptavky');
    expect(await screen.findByText(t.missingToken)).toBeVisible();
    expect(screen.queryByRole('button', { name: t.confirm })).toBeNull();
  });

  it('a mangled link is refused in Czech with its code, and nothing is held', async () => {
    const { services, path, locks } = await sentRequest();
    renderAppOn(services, `${path.slice(0, -3)}xyz`);
    await userEvent.setup().click(await screen.findByRole('button', { name: t.confirm }));
    expect(await screen.findByText(csErrors.messages['verify/invalid-link'])).toBeVisible();
    expect(screen.getByText('verify/invalid-link')).toBeVisible();
    expect(await locks()).toEqual([]);
  });
});
