import { describe, expect, it } from 'vitest';
import { aBooking } from '../../../tests/support/booking-mother';
import { expectWellFormedMail, visibleText } from '../../../tests/support/mail-assertions';
import { aMailContext } from '../../../tests/support/mail-context-mother';
import { confirmedMail } from './confirmed';
import { requestReceivedMail } from './request-received';

const booking = aBooking({ weddingDate: '2027-06-12', reservationCode: 'H3WD-9RTA', status: 'confirmed' });

describe("the booking mails' sender: the photographer's name from the CMS", () => {
  it('signs, heads and footers every mail with the name the CMS gives, in both parts, and titles the .ics with it', () => {
    const context = aMailContext({ photographerName: 'Marie Svobodová' });
    for (const mail of [requestReceivedMail(booking, context), confirmedMail(booking, context)]) {
      expectWellFormedMail(mail);
      expect(mail.text).toContain('S pozdravem\nMarie Svobodová');
      expect(visibleText(mail)).toMatch(/^Marie Svobodová · svatební fotografka /);
      expect(visibleText(mail)).toContain('Marie Svobodová · www.terezanovakova-foto.cz');
      expect(`${mail.text}${mail.html}`).not.toContain('Tereza');
    }
    expect(confirmedMail(booking, context).attachments?.[0]?.content).toContain('SUMMARY:Svatba – fotí Marie Svobodová');
  });

  it('without a name (the CMS could not be read) signs with none rather than a wrong one', () => {
    const mail = confirmedMail(booking, aMailContext({ photographerName: null }));
    expectWellFormedMail(mail);
    expect(mail.text).toMatch(/S pozdravem\n\n/);
    expect(visibleText(mail)).toMatch(/^Svatební fotografka · www\.terezanovakova-foto\.cz /);
    expect(mail.attachments?.[0]?.content).toContain('SUMMARY:Svatba – svatební focení');
    expect(`${mail.text}${mail.html}`).not.toContain('Tereza');
  });
});
