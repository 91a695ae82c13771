import { describe, expect, it } from 'vitest';
import { aBooking } from '../../../tests/support/booking-mother';
import { expectLines, expectWellFormedMail } from '../../../tests/support/mail-assertions';
import { aMailContext } from '../../../tests/support/mail-context-mother';
import { requestReceivedMail } from './request-received';

// Its subject, key lines and typed text: couple-mails.test.ts.
const booking = aBooking({
  weddingDate: '2027-06-12',
  ceremonyTime: '13:00',
  reservationCode: 'H3WD-9RTA',
  venue: 'Zámek Liblice',
  town: 'Liblice',
  guests: 80,
  packageSlug: 'cely-den',
  extras: ['druhy-fotograf', 'fotokniha'],
  message: 'Těšíme se!',
});

describe('the couple\'s receipt of a request', () => {
  it('shows the package and extras by name with prices and their sum', () => {
    expectLines(requestReceivedMail(booking, aMailContext()), [
      '- Celý den (balíček): 39\u00A0000\u00A0Kč',
      '- Druhý fotograf (doplněk): 9\u00A0000\u00A0Kč',
      '- Fotokniha 30 × 30 cm (doplněk): 6\u00A0900\u00A0Kč',
      'Celkem podle ceníku: 54\u00A0900\u00A0Kč',
    ]);
  });

  it('falls back to the slugs, without prices or a sum, when the price list could not be read', () => {
    const mail = requestReceivedMail(booking, aMailContext({ prices: null }));
    expectWellFormedMail(mail);
    expectLines(mail, ['- cely-den (balíček)\n- druhy-fotograf (doplněk)\n- fotokniha (doplněk)\n']);
    expect(mail.text).not.toContain('Kč');
  });

  it('links to the reservation lookup, where the code and e-mail show the request\'s state', () => {
    const mail = requestReceivedMail(booking, aMailContext());
    expectLines(mail, ['Ověřit stav poptávky: https://www.terezanovakova-foto.cz/rezervace#moje-rezervace']);
    expect(mail.html).toContain('href="https://www.terezanovakova-foto.cz/rezervace#moje-rezervace"');
  });
});

describe('the receipt asks the couple to confirm their e-mail, and says what that holds', () => {
  const url = 'https://www.terezanovakova-foto.cz/potvrzeni-poptavky#b1.tajemstvi';

  it('links to the confirmation page with a button; without a date-hold policy it promises no hold', () => {
    const mail = requestReceivedMail(booking, aMailContext(), { url });
    expectWellFormedMail(mail);
    expectLines(mail, ['Potvrďte mi prosím, že tento e-mail patří Vám', `Potvrdit e-mail: ${url}`]);
    expect(mail.html).toContain(`href="${url}"`);
    expect(mail.text).not.toContain('podržím');
  });

  it('under `hold`: the day is held for the policy\'s days counted from the confirmation, and not before it', () => {
    const mail = requestReceivedMail(booking, aMailContext(), { url, hold: { days: 7 } });
    expectLines(mail, [
      'Termín 12. června 2027 Vám pak předběžně podržím na 7\u00A0dní od potvrzení, pokud ho mezitím nezadá někdo jiný. Do potvrzení e-mailu ho pro Vás nedržím.',
      `Potvrdit e-mail a podržet termín: ${url}`,
    ]);
    expect(requestReceivedMail(booking, aMailContext(), { url, hold: { days: 1 } }).text).toContain('na 1\u00A0den od potvrzení');
    expect(requestReceivedMail(booking, aMailContext(), { url, hold: { days: 3 } }).text).toContain('na 3\u00A0dny od potvrzení');
  });

  it('under hold-until-confirmed: held until the photographer answers; a receipt without a link says nothing of either', () => {
    expect(requestReceivedMail(booking, aMailContext(), { url, hold: {} }).text).toContain('podržím do doby, než Vám poptávku potvrdím nebo odmítnu');
    const plain = requestReceivedMail(booking, aMailContext()).text;
    expect(plain).not.toContain('předběžně');
    expect(plain).not.toContain('Potvrdit e-mail');
  });
});
