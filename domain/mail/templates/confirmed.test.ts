import { describe, expect, it } from 'vitest';
import { aBooking } from '../../../tests/support/booking-mother';
import { icsTextValue, parseIcs } from '../../../tests/support/ics';
import { expectLines } from '../../../tests/support/mail-assertions';
import { aMailContext, TYPED } from '../../../tests/support/mail-context-mother';
import { withTypedText } from '../../../tests/support/mail-template-cases';
import { confirmedMail } from './confirmed';

// Its subject, key lines and typed text: couple-mails.test.ts.
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

  it('escapes what the couple typed in the calendar file', () => {
    const mail = confirmedMail(withTypedText(booking), aMailContext());
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
