import { describe, expect, it } from 'vitest';
import { expectLines, expectTypedTextEscaped, expectWellFormedMail } from '../../../tests/support/mail-assertions';
import { aMailContext, TYPED } from '../../../tests/support/mail-context-mother';
import { galleryExpiryReminderMail } from './gallery-expiry-reminder';

const gallery = { title: 'Jana a Petr', expiresOn: '2027-12-31' };

describe("the couple's reminder that their gallery closes", () => {
  it('names the gallery and its last day in the subject', () => {
    expect(galleryExpiryReminderMail(gallery, aMailContext()).subject).toBe('Galerie „Jana a Petr“ bude otevřená do 31. prosince 2027');
  });

  it('says nothing is deleted, what to do, and links to the account', () => {
    const mail = galleryExpiryReminderMail(gallery, aMailContext());
    expectWellFormedMail(mail);
    expectLines(mail, [
      'Vaše galerie „Jana a Petr“ bude otevřená Vám i Vašim hostům do 31. prosince 2027. Potom ji archivuji: fotografie nezmizí, jen se do galerie už nedostanete.',
    ]);
    expect(mail.text).toContain('/ucet');
  });

  it('shows the title as text, never as markup', () => {
    const mail = galleryExpiryReminderMail({ ...gallery, title: TYPED.names }, aMailContext());
    expectTypedTextEscaped(mail, [TYPED.names]);
  });
});
