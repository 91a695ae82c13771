import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { adoptTypedBeforeHydration } from '../../shared/forms/typed-before-hydration';
import type { PageLoaderContext, PageModule } from '../../shared/routing/page-module';
import { parseSearch } from '../../shared/query-string';
import { PageMeta } from '../../shared/seo/page-meta';
import { BotBarrier } from '../../shared/bot-barrier/bot-barrier';
import { HoneypotField } from '../../shared/forms/honeypot-field';
import { TextField } from '../../shared/forms/text-field';
import { csBooking } from '../../texts/cs-booking';
import { BookingConfirmation } from './booking-confirmation';
import { BOOKING_STORES, useBookingForm } from './booking-stores';
import { ConsentFields } from './booking-steps';
import { SubmitStatus } from './submit-status';
import { useAccountPrefill } from './use-account-prefill';
import { prefillFrom, useValidationContext } from './use-validation-context';
import { WeddingDateField } from './wedding-date-field';

/** Resolved before this page renders (the store's code loads with the page). */
export const services = [BOOKING_STORES];

export const beforeHydration: PageModule['beforeHydration'] = ({ services, root }) =>
  adoptTypedBeforeHydration(services.get(BOOKING_STORES).simple, root.querySelector('.booking form'));

export function loader({ services, request }: PageLoaderContext) {
  services.get(BOOKING_STORES).simple.getState().open(prefillFrom(parseSearch(new URL(request.url).search)));
  return null;
}

const f = csBooking.fields;

export function Component() {
  const form = useBookingForm('simple', (s) => s);
  useAccountPrefill('simple');
  const context = useValidationContext();
  const [attempt, setAttempt] = useState(0);
  const formRef = useRef<HTMLFormElement>(null);
  const ids = useId();

  useEffect(() => {
    if (attempt === 0) return;
    formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [attempt]);

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    await form.submit(context);
    setAttempt((n) => n + 1);
  }

  const { values, errors } = form;
  return (
    <article className="section booking">
      <PageMeta title={csBooking.simpleTitle} description={csBooking.simpleDescription} path="/simple-booking" />
      <h1>{csBooking.simpleTitle}</h1>
      {form.status === 'sent' && form.receipt ? (
        <BookingConfirmation receipt={form.receipt} onAnother={form.startOver} />
      ) : (
        <>
          <p className="lead">{csBooking.notConfirmedYet}</p>
          <form ref={formRef} className="form" noValidate onSubmit={(e) => void onSubmit(e)} aria-label={csBooking.simpleTitle}>
            <SubmitStatus id={`${ids}-stav`} hasErrors={Object.keys(errors).length > 0} failure={form.failure} holdsEarlySubmit />
            <WeddingDateField kind="simple" />
            <TextField label={f.partner1} name="partner1" autoComplete="name" value={values.partner1} onValue={(v) => form.setField('partner1', v)} error={errors.partner1} required />
            <TextField label={`${f.partner2} ${csBooking.optional}`} name="partner2" value={values.partner2} onValue={(v) => form.setField('partner2', v)} error={errors.partner2} />
            <TextField label={f.email} name="email" type="email" autoComplete="email" value={values.email} onValue={(v) => form.setField('email', v)} error={errors.email} required />
            <TextField label={f.phone} name="phone" type="tel" autoComplete="tel" hint={f.phoneHint} value={values.phone} onValue={(v) => form.setField('phone', v)} error={errors.phone} required />
            <TextField label={`${f.message} ${csBooking.optional}`} name="message" multiline value={values.message} onValue={(v) => form.setField('message', v)} error={errors.message} />
            <ConsentFields kind="simple" />
            <HoneypotField value={form.honeypot} onValue={form.setHoneypot} />
            <BotBarrier source={form.challenge} />
            <button type="submit" className="button" disabled={form.status === 'sending'}>
              {form.status === 'sending' ? csBooking.sending : csBooking.submit}
            </button>
          </form>
        </>
      )}
    </article>
  );
}
