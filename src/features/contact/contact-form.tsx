import { useId, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import type { ContactField } from '../../../domain/contact/contact-message';
import { FieldError } from '../../shared/forms/field-error';
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
      <div className="field">
        <label htmlFor={`${baseId}-name`}>{cs.contact.name}</label>
        <input
          id={`${baseId}-name`}
          name="name"
          autoComplete="name"
          value={values.name}
          onChange={(e) => setField('name', e.target.value)}
          aria-invalid={errors.name ? true : undefined}
          aria-describedby={described('name')}
          required
        />
        <FieldError id={errorId('name')} code={errors.name} />
      </div>
      <div className="field">
        <label htmlFor={`${baseId}-email`}>{cs.contact.email}</label>
        <input
          id={`${baseId}-email`}
          name="email"
          type="email"
          autoComplete="email"
          value={values.email}
          onChange={(e) => setField('email', e.target.value)}
          aria-invalid={errors.email ? true : undefined}
          aria-describedby={described('email')}
          required
        />
        <FieldError id={errorId('email')} code={errors.email} />
      </div>
      <div className="field">
        <label htmlFor={`${baseId}-phone`}>{cs.contact.phone}</label>
        <input
          id={`${baseId}-phone`}
          name="phone"
          type="tel"
          autoComplete="tel"
          value={values.phone}
          onChange={(e) => setField('phone', e.target.value)}
          aria-invalid={errors.phone ? true : undefined}
          aria-describedby={described('phone')}
        />
        <FieldError id={errorId('phone')} code={errors.phone} />
      </div>
      <div className="field">
        <label htmlFor={`${baseId}-date`}>{cs.contact.weddingDate}</label>
        <input
          id={`${baseId}-date`}
          name="weddingDate"
          type="date"
          value={values.weddingDate}
          onChange={(e) => setField('weddingDate', e.target.value)}
          aria-invalid={errors.weddingDate ? true : undefined}
          aria-describedby={described('weddingDate')}
        />
        <FieldError id={errorId('weddingDate')} code={errors.weddingDate} />
      </div>
      <div className="field">
        <label htmlFor={`${baseId}-message`}>{cs.contact.message}</label>
        <textarea
          id={`${baseId}-message`}
          name="message"
          rows={6}
          value={values.message}
          onChange={(e) => setField('message', e.target.value)}
          aria-invalid={errors.message ? true : undefined}
          aria-describedby={described('message')}
          required
        />
        <FieldError id={errorId('message')} code={errors.message} />
      </div>
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
