import { describe, expect, it } from 'vitest';
import { aBooking } from '../../../tests/support/booking-mother';
import { icsTextValue, parseIcs } from '../../../tests/support/ics';
import { expectLines, expectTypedTextEscaped, expectWellFormedMail } from '../../../tests/support/mail-assertions';
import { aMailContext, TYPED } from '../../../tests/support/mail-context-mother';
import { confirmedMail } from './confirmed';

const booking = aBooking({
  id: 'b-9',
  status: 'confirmed',
  weddingDate: '2027-08-14',
  ceremonyTime: '14:30',
  reservationCode: 'H3WD-9RTA',
  venue: 'Zámek Loučeň',
  town: 'Nymburk',
  packageSlug: 'cely-den',
  extras: ['fotokniha'],
});

describe('the couple\'s confirmation', () => {
  it('says in the subject that the date is confirmed, with the code', () => {
    expect(confirmedMail(booking, aMailContext()).subject).toBe('Termín svatebního focení je potvrzený (H3WD-9RTA)');
  });

  it('confirms the day in Czech, repeats the wedding and the priced choice, and says what comes next', () => {
    const mail = confirmedMail(booking, aMailContext());
    expectWellFormedMail(mail);
    expectLines(mail, [
      'Dobrý den,',
      's radostí potvrzuji, že termín 14. srpna 2027 je rezervovaný jen pro Vás.',
      'podrobnostmi ke smlouvě a záloze',
      'Termín svatby: sobota 14. srpna 2027',
      'Místo: Zámek Loučeň, Nymburk',
      '- Celý den (balíček): 39\u00A0000\u00A0Kč',
      '- Fotokniha 30 × 30 cm (doplněk): 6\u00A0900\u00A0Kč',
      'Celkem podle ceníku: 45\u00A0900\u00A0Kč',
      'Svatbu najdete v příloze jako událost do kalendáře',
    ]);
  });

  it('links to the reservation lookup', () => {
    expectLines(confirmedMail(booking, aMailContext()), ['Zobrazit rezervaci: https://www.terezanovakova-foto.cz/rezervace#moje-rezervace']);
  });

  it('carries the wedding as an .ics attachment that parses: one all-day event with the export\'s UID', () => {
    const [attachment, ...more] = confirmedMail(booking, aMailContext()).attachments ?? [];
    expect(more).toEqual([]);
    expect(attachment).toMatchObject({ filename: 'svatba-2027-08-14.ics', contentType: 'text/calendar; charset=utf-8; method=PUBLISH' });
    const { calendar, events } = parseIcs(attachment!.content);
    expect(calendar.VERSION?.value).toBe('2.0');
    expect(events).toHaveLength(1);
    const [event] = events;
    expect(event!.UID?.value).toBe('b-9@terezanovakova-foto.cz');
    expect(event!.DTSTART).toEqual({ params: { VALUE: 'DATE' }, value: '20270814' });
    expect(event!.DTEND).toEqual({ params: { VALUE: 'DATE' }, value: '20270815' });
    expect(event!.DTSTAMP?.value).toBe('20270501T080000Z');
    expect(icsTextValue(event!.LOCATION!.value)).toBe('Zámek Loučeň, Nymburk');
    expect(icsTextValue(event!.DESCRIPTION!.value)).toBe(
      'Obřad v 14:30\nRezervační kód: H3WD-9RTA\nRezervace: https://www.terezanovakova-foto.cz/rezervace#moje-rezervace',
    );
  });

  it('shows what the couple typed as text in the mail and escaped in the calendar file', () => {
    const hostile = { ...booking, contact: { ...booking.contact, coupleNames: TYPED.names }, venue: TYPED.venue, town: TYPED.town };
    const mail = confirmedMail(hostile, aMailContext());
    expectWellFormedMail(mail);
    expectTypedTextEscaped(mail, [TYPED.names, TYPED.venue, TYPED.town]);
    const [event] = parseIcs(mail.attachments![0]!.content).events;
    expect(icsTextValue(event!.LOCATION!.value)).toBe(`${TYPED.venue}, ${TYPED.town}`);
  });
});

describe('the confirmation\'s prices', () => {
  it('shows the prices agreed with the booking, not today\'s price list', () => {
    const agreed = aBooking({
      ...booking,
      pricing: { package: { slug: 'cely-den', name: 'Celý den', priceCzk: 35000 }, extras: [{ slug: 'fotokniha', name: 'Fotokniha', priceCzk: 6000 }] },
    });
    const mail = confirmedMail(agreed, aMailContext());
    expectLines(mail, ['- Celý den (balíček): 35\u00A0000\u00A0Kč', '- Fotokniha (doplněk): 6\u00A0000\u00A0Kč', 'Celkem: 41\u00A0000\u00A0Kč']);
    expect(mail.text).not.toContain('39\u00A0000');
  });
});

