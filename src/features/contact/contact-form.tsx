import { useId, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { CheckboxField } from '../../shared/forms/checkbox-field';
import { FormStatus } from '../../shared/forms/form-status';
import { BotBarrier } from '../../shared/bot-barrier/bot-barrier';
import { HoneypotField } from '../../shared/forms/honeypot-field';
import { TextField } from '../../shared/forms/text-field';
import { csContent } from '../../texts/cs-content';
import { errorMessage } from '../../texts/cs-errors';
import { useContactForm } from './contact-store';
import { PRIVACY_PAGE_PATH } from '../../../domain/privacy/processors';

export function ContactForm() {
  const values = useContactForm((s) => s.values);
  const errors = useContactForm((s) => s.errors);
  const status = useContactForm((s) => s.status);
  const failure = useContactForm((s) => s.failure);
  const honeypot = useContactForm((s) => s.honeypot);
  const challenge = useContactForm((s) => s.challenge);
  const setField = useContactForm((s) => s.setField);
  const setHoneypot = useContactForm((s) => s.setHoneypot);
  const submit = useContactForm((s) => s.submit);
  const reset = useContactForm((s) => s.reset);
  const baseId = useId();

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    await submit();
    const firstInvalid = (event.target as HTMLFormElement).querySelector<HTMLElement>('[aria-invalid="true"]');
    firstInvalid?.focus();
  }

  if (status === 'sent') {
    return (
      <div className="form-success" role="status">
        <p>{csContent.contact.sent}</p>
        <button type="button" className="button button-secondary" onClick={reset}>
          {csContent.contact.sendAnother}
        </button>
      </div>
    );
  }

  const hasErrors = Object.keys(errors).length > 0;
  return (
    <form className="form" noValidate onSubmit={(e) => void onSubmit(e)} aria-describedby={`${baseId}-stav`}>
      <FormStatus
        id={`${baseId}-stav`}
        invalidText={hasErrors ? csContent.contact.fixErrors : null}
        failure={status === 'failed' ? failure : null}
        failureText={(code) => (code === 'network/unavailable' ? csContent.contact.notSent : errorMessage(code))}
        holdsEarlySubmit
      />
      <TextField label={csContent.contact.name} name="name" autoComplete="name" value={values.name} onValue={(v) => setField('name', v)} error={errors.name} required />
      <TextField
        label={csContent.contact.email}
        name="email"
        type="email"
        autoComplete="email"
        value={values.email}
        onValue={(v) => setField('email', v)}
        error={errors.email}
        required
      />
      <TextField label={csContent.contact.phone} name="phone" type="tel" autoComplete="tel" value={values.phone} onValue={(v) => setField('phone', v)} error={errors.phone} />
      <TextField
        label={csContent.contact.weddingDate}
        name="weddingDate"
        type="date"
        value={values.weddingDate}
        onValue={(v) => setField('weddingDate', v)}
        error={errors.weddingDate}
      />
      <TextField label={csContent.contact.message} name="message" multiline value={values.message} onValue={(v) => setField('message', v)} error={errors.message} required />
      <CheckboxField name="consent" checked={values.consent} onChecked={(v) => setField('consent', v)} error={errors.consent}>
        {csContent.contact.consent} <Link to={PRIVACY_PAGE_PATH}>{csContent.contact.consentLink}</Link>
      </CheckboxField>
      <HoneypotField value={honeypot} onValue={setHoneypot} />
      <BotBarrier source={challenge} />
      <button type="submit" className="button" disabled={status === 'sending'}>
        {status === 'sending' ? csContent.contact.sending : csContent.contact.submit}
      </button>
    </form>
  );
}
