import { describe, expect, it } from 'vitest';
import { aBooking } from '../../../tests/support/booking-mother';
import { expectLines, expectTypedTextEscaped, expectWellFormedMail } from '../../../tests/support/mail-assertions';
import { aMailContext, TYPED } from '../../../tests/support/mail-context';
import { requestReceivedMail } from './request-received';

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
  it('says in the subject that the request arrived, with the reservation code', () => {
    expect(requestReceivedMail(booking, aMailContext()).subject).toBe('Poptávka svatebního focení přijata (H3WD-9RTA)');
  });

  it('thanks, says plainly it is not yet a booking, and repeats what they asked for with Czech dates', () => {
    const mail = requestReceivedMail(booking, aMailContext());
    expectWellFormedMail(mail);
    expectLines(mail, [
      'Dobrý den,',
      'děkuji za Vaši poptávku svatebního focení na 12. června 2027. Ozvu se Vám do dvou pracovních dnů.',
      'ne o potvrzenou rezervaci',
      'Termín svatby: sobota 12. června 2027',
      'Obřad: 13:00',
      'Místo: Zámek Liblice, Liblice',
      'Počet hostů: 80',
      'Rezervační kód: H3WD-9RTA',
      'Těšíme se!',
      'S pozdravem\nTereza Nováková',
    ]);
  });

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

  it('shows the couple\'s names, venue and message as text, never as markup', () => {
    const hostile = aBooking({ contact: { coupleNames: TYPED.names, email: 'a@example.cz', phone: '+420777123456' }, venue: TYPED.venue, town: TYPED.town, message: TYPED.message });
    const mail = requestReceivedMail(hostile, aMailContext());
    expectWellFormedMail(mail);
    expectTypedTextEscaped(mail, [TYPED.names, TYPED.venue, TYPED.town, TYPED.message]);
  });
});

describe("the receipt names the date hold, when the request took one", () => {
  it("under `hold`: the day is held for them until the hold's end, in Prague time", () => {
    const mail = requestReceivedMail(booking, aMailContext(), { until: '2027-03-08T10:00:00.000Z' });
    expectWellFormedMail(mail);
    expect(mail.text).toContain('Termín 12. června 2027 pro Vás předběžně držím do 8. března 2027 v 11:00.');
    expect(mail.text).toContain('termín se uvolní');
  });

  it('under hold-until-confirmed: held until the photographer answers; without a hold nothing is said', () => {
    expect(requestReceivedMail(booking, aMailContext(), {}).text).toContain('předběžně držím, dokud Vám poptávku nepotvrdím nebo neodmítnu');
    expect(requestReceivedMail(booking, aMailContext()).text).not.toContain('předběžně');
  });
});
