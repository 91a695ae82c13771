import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useLoaderData } from 'react-router-dom';
import { TOKENS } from '../../../ports/tokens';
import { adoptTypedBeforeHydration } from '../../shared/forms/typed-before-hydration';
import type { PageLoaderContext, PageModule } from '../../shared/routing/page-module';
import { BotBarrier } from '../../shared/bot-barrier/bot-barrier';
import { HoneypotField } from '../../shared/forms/honeypot-field';
import { parseSearch } from '../../shared/query-string';
import { PageMeta } from '../../shared/seo/page-meta';
import { csBooking } from '../../texts/cs-booking';
import { BookingConfirmation } from './booking-confirmation';
import { FULL_STEPS } from './booking-form-store';
import { BookingProgress } from './booking-progress';
import { BOOKING_STORES, useBookingForm } from './booking-stores';
import { DetailsStep, PackageStep } from './booking-steps';
import { SummaryStep } from './booking-summary';
import { SubmitStatus } from './submit-status';
import { useAccountPrefill } from './use-account-prefill';
import { prefillFrom, useValidationContext } from './use-validation-context';
import { WeddingDateField } from './wedding-date-field';

/** Resolved before this page renders (the store's code loads with the page). */
export const services = [BOOKING_STORES];

export const beforeHydration: PageModule['beforeHydration'] = ({ services, root }) =>
  adoptTypedBeforeHydration(services.get(BOOKING_STORES).full, root.querySelector('.booking form'));

export async function loader({ services, request }: PageLoaderContext) {
  const prefill = prefillFrom(parseSearch(new URL(request.url).search));
  services.get(BOOKING_STORES).full.getState().open(prefill);
  return { priceList: await services.get(TOKENS.ContentBackend).getPriceList() };
}

export function Component() {
  const { priceList } = useLoaderData() as Awaited<ReturnType<typeof loader>>;
  const form = useBookingForm('full', (s) => s);
  useAccountPrefill('full');
  const context = useValidationContext(priceList);
  const [attempt, setAttempt] = useState(0);
  const formRef = useRef<HTMLFormElement>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const ids = useId();

  // After every step change or failed attempt: focus the first invalid field, else the step's heading.
  const focusedFor = useRef({ attempt, step: form.step });
  useEffect(() => {
    if (focusedFor.current.attempt === attempt && focusedFor.current.step === form.step) return;
    focusedFor.current = { attempt, step: form.step };
    const invalid = formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]');
    (invalid ?? heading.current)?.focus();
  }, [attempt, form.step]);

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (form.step === 'summary') await form.submit(context);
    else form.next(context);
    setAttempt((n) => n + 1);
  }

  function act(action: () => void) {
    action();
    setAttempt((n) => n + 1);
  }

  const stepIndex = FULL_STEPS.indexOf(form.step);
  return (
    <article className="section booking">
      <PageMeta title={csBooking.bookingTitle} description={csBooking.bookingDescription} path="/booking" />
      <h1>{csBooking.bookingTitle}</h1>
      {form.status === 'sent' && form.receipt ? (
        <BookingConfirmation receipt={form.receipt} onAnother={() => act(form.startOver)} />
      ) : (
        <>
          <p className="lead">{csBooking.notConfirmedYet}</p>
          <BookingProgress step={form.step} />
          <form ref={formRef} className="form" noValidate onSubmit={(e) => void onSubmit(e)} aria-labelledby={`${ids}-krok`}>
            <h2 id={`${ids}-krok`} ref={heading} tabIndex={-1}>
              {csBooking.steps.stepOf(stepIndex + 1, FULL_STEPS.length)}: {csBooking.steps[form.step]}
            </h2>
            <SubmitStatus id={`${ids}-stav`} hasErrors={Object.keys(form.errors).length > 0} failure={form.failure} holdsEarlySubmit />
            {form.step === 'date' ? <WeddingDateField kind="full" withCalendar /> : null}
            {form.step === 'package' ? <PackageStep priceList={priceList} /> : null}
            {form.step === 'details' ? <DetailsStep /> : null}
            {form.step === 'summary' ? <SummaryStep priceList={priceList} /> : null}
            <HoneypotField value={form.honeypot} onValue={form.setHoneypot} />
            <BotBarrier source={form.challenge} />
            <div className="booking-actions">
              {stepIndex > 0 ? (
                <button type="button" className="button button-secondary" onClick={() => act(form.back)}>
                  {csBooking.back}
                </button>
              ) : null}
              <button type="submit" className="button" disabled={form.status === 'sending'}>
                {form.step !== 'summary' ? csBooking.next : form.status === 'sending' ? csBooking.sending : csBooking.submit}
              </button>
            </div>
          </form>
        </>
      )}
    </article>
  );
}
