import { describe, expect, it } from 'vitest';
import { expectLines, expectTypedTextEscaped, expectWellFormedMail } from '../../../tests/support/mail-assertions';
import { aMailContext, TYPED } from '../../../tests/support/mail-context-mother';
import { contactMessageMail } from './contact-message';

const message = { name: 'Jana', email: 'jana@example.cz', phone: '+420777123456', weddingDate: '2027-06-12', message: 'Máte volno v červnu 2027?', consentAt: '2027-05-01T08:00:00.000Z' };

describe('a contact-form message for the photographer', () => {
  it('names the sender in the subject and shows who wrote, how to reach them and their words', () => {
    const mail = contactMessageMail(message, aMailContext());
    expect(mail.subject).toBe('Zpráva z kontaktního formuláře: Jana');
    expectWellFormedMail(mail);
    expectLines(mail, ['Jméno: Jana', 'E-mail: jana@example.cz', 'Telefon: +420777123456', 'Termín svatby: 12. června 2027', 'Zpráva\n> Máte volno v červnu 2027?']);
  });

  it('leaves out the phone and date when not given, and shows the sender\'s text as text', () => {
    const mail = contactMessageMail({ name: TYPED.names, email: 'a@example.cz', message: TYPED.message, consentAt: message.consentAt }, aMailContext());
    expectWellFormedMail(mail);
    expect(mail.text).not.toMatch(/Telefon:|Termín svatby:/);
    expectTypedTextEscaped(mail, [TYPED.names, TYPED.message]);
  });
});
