import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { bookableWindow } from '../../../domain/booking/booking-policy';
import { addDays } from '../../../domain/booking/calendar';
import { DomainError } from '../../../domain/errors';
import { TOKENS } from '../../../ports/tokens';
import { aBooking } from '../../../tests/support/booking-mother';
import { renderApp } from '../../../tests/support/render-app';
import { csErrors } from '../../texts/cs-errors';
import { csBooking } from '../../texts/cs-booking';
import { BOOKING_STORES } from './booking-stores';
import { longCzechDate } from './calendar-month';
import { personSignals } from '../../../tests/support/bot-challenge-solver';

const date = addDays(bookableWindow(new Date()).first, 60);
const f = csBooking.fields;

async function openForm(url = `/booking?datum=${date}`, options: Parameters<typeof renderApp>[1] = {}) {
  const view = renderApp(url, options);
  await screen.findByRole('heading', { level: 1, name: csBooking.bookingTitle });
  // A person spends a while on the form; the fill-time signal must not mistake the test for a bot.
  view.services.get(BOOKING_STORES).full.setState({ shownAt: Date.now() - 60_000 });
  return { ...view, user: userEvent.setup() };
}

const currentStep = () => screen.getByRole('navigation', { name: csBooking.steps.label }).querySelector('[aria-current="step"]');
const next = () => screen.getByRole('button', { name: csBooking.next });

async function fillToSummary(user: ReturnType<typeof userEvent.setup>) {
  await user.click(next());
  await user.click(await screen.findByRole('radio', { name: /^Celý den –/ }));
  await user.click(next());
  await user.type(await screen.findByLabelText(f.partner1), 'Jana Nováková');
  await user.type(screen.getByLabelText(f.email), 'jana@example.cz');
  await user.type(screen.getByLabelText(f.phone), '777 123 456');
  await user.type(screen.getByLabelText(f.venue), 'Zámek Hluboká');
  await user.type(screen.getByLabelText(f.town), 'Hluboká nad Vltavou');
  await user.click(next());
  await screen.findByRole('heading', { level: 2, name: new RegExp(csBooking.steps.summary) });
}

describe('multi-step booking form', () => {
  it('validates each step with Czech messages and codes, focuses the first invalid field and shows the step', async () => {
    const { user } = await openForm('/booking');
    expect(currentStep()).toHaveTextContent(csBooking.steps.date);
    await user.click(next());
    const dateInput = screen.getByLabelText(f.weddingDate);
    expect(dateInput).toHaveFocus();
    expect(dateInput).toHaveAccessibleDescription(expect.stringContaining(csErrors.messages['field/required']));
    expect(screen.getByText(csBooking.fixErrors)).toBeInTheDocument();
    await user.type(dateInput, date);
    await user.click(next());
    expect(currentStep()).toHaveTextContent(csBooking.steps.package);
    await user.click(next());
    expect(screen.getByText(csErrors.messages['field/required'])).toBeInTheDocument();
    expect(screen.getByText('field/required')).toBeInTheDocument();
  });

  it('keeps every input when going back and forward', async () => {
    const { user } = await openForm();
    await fillToSummary(user);
    expect(screen.getByText('Jana Nováková')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: csBooking.back }));
    expect(screen.getByLabelText(f.email)).toHaveValue('jana@example.cz');
    await user.click(screen.getByRole('button', { name: csBooking.back }));
    expect(screen.getByRole('radio', { name: /^Celý den –/ })).toBeChecked();
    await user.click(screen.getByRole('button', { name: csBooking.back }));
    expect(screen.getByLabelText(f.weddingDate)).toHaveValue(date);
    await user.click(next());
    await user.click(next());
    expect(screen.getByLabelText(f.venue)).toHaveValue('Zámek Hluboká');
  });

  it('requires privacy consent, then sends and shows the code with "not yet confirmed" wording', async () => {
    const { user, services } = await openForm();
    await fillToSummary(user);
    await user.click(screen.getByRole('button', { name: csBooking.submit }));
    expect(screen.getByText(csErrors.messages['consent/required'])).toBeInTheDocument();
    await user.click(screen.getByLabelText(new RegExp(f.privacyConsent)));
    await user.click(screen.getByRole('button', { name: csBooking.submit }));
    expect(await screen.findByRole('heading', { name: csBooking.sent.heading })).toHaveFocus();
    expect(screen.getByText(csBooking.sent.notConfirmed)).toBeInTheDocument();
    const { items } = await services.get(TOKENS.Bookings).list({ orderBy: 'createdAt', direction: 'asc', limit: 10 });
    expect(items).toHaveLength(1);
    expect(screen.getByText(items[0]!.reservationCode)).toBeInTheDocument();
  });

  it('after a network failure says "not sent", keeps the input, and a retry reuses the id: one booking', async () => {
    const { user, services } = await openForm();
    const submission = services.get(TOKENS.BookingSubmission);
    const submit = vi.spyOn(submission, 'submit').mockRejectedValueOnce(new DomainError('network/unavailable'));
    await fillToSummary(user);
    await user.click(screen.getByLabelText(new RegExp(f.privacyConsent)));
    await user.click(screen.getByRole('button', { name: csBooking.submit }));
    expect(await screen.findByText(csErrors.messages['network/unavailable'])).toBeInTheDocument();
    expect(screen.getByText('Jana Nováková')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: csBooking.submit }));
    await screen.findByRole('heading', { name: csBooking.sent.heading });
    expect(submit).toHaveBeenCalledTimes(2);
    expect(submit.mock.calls[1]![0].id).toBe(submit.mock.calls[0]![0].id);
    // Replaying the same id (a retry whose first answer was lost) still leaves one booking.
    await submission.submit(submit.mock.calls[0]![0], await personSignals(() => services.get(TOKENS.BotChallenges).issue()));
    const { items } = await services.get(TOKENS.Bookings).list({ orderBy: 'createdAt', direction: 'asc', limit: 10 });
    expect(items).toHaveLength(1);
  });

  it('a taken date is refused on the first step with the nearest free dates as buttons', async () => {
    const { user } = await openForm(`/booking?datum=${date}`, { bookings: [aBooking({ status: 'confirmed', weddingDate: date })] });
    expect(await screen.findByText(csBooking.dateTaken)).toBeInTheDocument();
    await user.click(next());
    expect(screen.getByText(csErrors.messages['booking/date-taken'])).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: longCzechDate(addDays(date, 1)) }));
    expect(screen.getByLabelText(f.weddingDate)).toHaveValue(addDays(date, 1));
    await user.click(next());
    expect(currentStep()).toHaveTextContent(csBooking.steps.package);
  });
});
