import type { Container } from 'inversify';
import { bookableWindow } from '../../../domain/booking/booking-policy';
import { DomainError } from '../../../domain/errors';
import { TOKENS } from '../../../ports/tokens';
import { BOOKING_STORES } from '../../../src/features/booking/booking-stores';
import type { BookingStep } from '../../../src/features/booking/booking-form-store';
import { monthKey, monthOf, shiftMonth } from '../../../src/features/booking/calendar-month';
import type { AppStoryParameters } from '../../support/app-story';
import { aBooking } from '../../../tests/support/booking-mother';

type Setup = NonNullable<AppStoryParameters['setup']>;

/** Dates relative to today, so the stories never fall out of the bookable window. */
const month = monthKey(shiftMonth(monthOf(bookableWindow(new Date()).first), 1));
export const storyDates = { free: `${month}-20`, taken: `${month}-12`, blocked: `${month}-13` };

/** A confirmed wedding (taken) and a day off (blocked) in the month after the first bookable one. */
export const calendarContainer: AppStoryParameters['container'] = {
  // As the demo's saved state (which wins over a seed): the admin confirmed one wedding and blocked one day.
  storage: {
    getItem: () =>
      JSON.stringify({
        bookings: [aBooking({ id: 'story-taken', status: 'confirmed', weddingDate: storyDates.taken })],
        blocked: [{ date: storyDates.blocked, reason: 'blocked' }],
      }),
    setItem: () => undefined,
    removeItem: () => undefined,
  },
};

function fullForm(services: Container) {
  return services.get(BOOKING_STORES).full.getState();
}

/** The full form filled in up to `step`. */
export function fullFormAt(step: BookingStep): Setup {
  return (services) => {
    const form = fullForm(services);
    form.setField('weddingDate', storyDates.free);
    form.setField('packageSlug', 'cely-den');
    form.setField('extras', ['fotokniha']);
    form.setField('partner1', 'Jana Nováková');
    form.setField('partner2', 'Petr Novák');
    form.setField('email', 'jana@example.cz');
    form.setField('phone', '777 123 456');
    form.setField('venue', 'Zámek Hluboká');
    form.setField('town', 'Hluboká nad Vltavou');
    form.setField('ceremonyTime', '14:30');
    services.get(BOOKING_STORES).full.setState({ step });
  };
}

/** The summary sent: the confirmation with its code. */
export const fullFormSent: Setup = async (services) => {
  await fullFormAt('summary')(services);
  const store = services.get(BOOKING_STORES).full;
  store.getState().setField('privacyConsent', true);
  store.setState({ shownAt: Date.now() - 60_000 });
  await store.getState().submit({});
};

/** The summary sent while offline: "not sent, try again", everything kept. */
export const fullFormOffline: Setup = async (services) => {
  await fullFormAt('summary')(services);
  const submission = services.get(TOKENS.BookingSubmission);
  const original = submission.submit.bind(submission);
  submission.submit = () => {
    submission.submit = original;
    return Promise.reject(new DomainError('network/unavailable'));
  };
  const store = services.get(BOOKING_STORES).full;
  store.getState().setField('privacyConsent', true);
  await store.getState().submit({});
};

/** The first step with a taken date chosen: the nearest free dates are offered. */
export const takenDateChosen: Setup = (services) => {
  fullForm(services).setField('weddingDate', storyDates.taken);
};

