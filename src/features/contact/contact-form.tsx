import { useId, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import type { ContactField } from '../../../domain/contact/contact-message';
import { FieldError } from '../../shared/forms/field-error';
import { TextField } from '../../shared/forms/text-field';
import { cs, errorMessage } from '../../texts/cs';
import { useContactForm } from './contact-store';

export function ContactForm() {
  const values = useContactForm((s) => s.values);
  const errors = useContactForm((s) => s.errors);
  const status = useContactForm((s) => s.status);
  const failure = useContactForm((s) => s.failure);
  const setField = useContactForm((s) => s.setField);
  const submit = useContactForm((s) => s.submit);
  const reset = useContactForm((s) => s.reset);
  const baseId = useId();
  const errorId = (field: ContactField) => `${baseId}-${field}-chyba`;
  const described = (field: ContactField) => (errors[field] ? errorId(field) : undefined);

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    await submit();
    const firstInvalid = (event.target as HTMLFormElement).querySelector<HTMLElement>('[aria-invalid="true"]');
    firstInvalid?.focus();
  }

  if (status === 'sent') {
    return (
      <div className="form-success" role="status">
        <p>{cs.contact.sent}</p>
        <button type="button" className="button button-secondary" onClick={reset}>
          {cs.contact.sendAnother}
        </button>
      </div>
    );
  }

  const hasErrors = Object.keys(errors).length > 0;
  return (
    <form className="form" noValidate onSubmit={(e) => void onSubmit(e)} aria-describedby={`${baseId}-stav`}>
      <div id={`${baseId}-stav`} role="alert" className="form-status">
        {hasErrors ? <p>{cs.contact.fixErrors}</p> : null}
        {status === 'failed' && failure ? (
          <p className="field-error">
            <span>{failure === 'network/unavailable' ? cs.contact.notSent : errorMessage(failure)}</span>
            <small className="error-code">
              {cs.errors.errorCode}: <code>{failure}</code>
            </small>
          </p>
        ) : null}
      </div>
      <TextField label={cs.contact.name} name="name" autoComplete="name" value={values.name} onValue={(v) => setField('name', v)} error={errors.name} required />
      <TextField
        label={cs.contact.email}
        name="email"
        type="email"
        autoComplete="email"
        value={values.email}
        onValue={(v) => setField('email', v)}
        error={errors.email}
        required
      />
      <TextField label={cs.contact.phone} name="phone" type="tel" autoComplete="tel" value={values.phone} onValue={(v) => setField('phone', v)} error={errors.phone} />
      <TextField
        label={cs.contact.weddingDate}
        name="weddingDate"
        type="date"
        value={values.weddingDate}
        onValue={(v) => setField('weddingDate', v)}
        error={errors.weddingDate}
      />
      <TextField label={cs.contact.message} name="message" multiline value={values.message} onValue={(v) => setField('message', v)} error={errors.message} required />
      <div className="field field-checkbox">
        <input
          id={`${baseId}-consent`}
          name="consent"
          type="checkbox"
          checked={values.consent}
          onChange={(e) => setField('consent', e.target.checked)}
          aria-invalid={errors.consent ? true : undefined}
          aria-describedby={described('consent')}
        />
        <label htmlFor={`${baseId}-consent`}>
          {cs.contact.consent} <Link to="/ochrana-udaju">{cs.contact.consentLink}</Link>
        </label>
        <FieldError id={errorId('consent')} code={errors.consent} />
      </div>
      <button type="submit" className="button" disabled={status === 'sending'}>
        {status === 'sending' ? cs.contact.sending : cs.contact.submit}
      </button>
    </form>
  );
}
