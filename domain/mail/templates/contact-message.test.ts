import { describe, expect, it } from 'vitest';
import { expectWellFormedMail } from '../../../tests/support/mail-assertions';
import { aMailContext } from '../../../tests/support/mail-context-mother';
import { contactMessageMail } from './contact-message';

// Its subject, key lines and typed text: photographer-mails.test.ts.
describe('a contact-form message for the photographer', () => {
  it('leaves out the phone and date when not given', () => {
    const mail = contactMessageMail({ name: 'Jana', email: 'a@example.cz', message: 'Dobrý den', consentAt: '2027-05-01T08:00:00.000Z' }, aMailContext());
    expectWellFormedMail(mail);
    expect(mail.text).not.toMatch(/Telefon:|Termín svatby:/);
  });
});
