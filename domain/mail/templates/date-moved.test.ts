import { describe, expect, it } from 'vitest';
import { aBooking } from '../../../tests/support/booking-mother';
import { expectLines, expectTypedTextEscaped, expectWellFormedMail, visibleText } from '../../../tests/support/mail-assertions';
import { aMailContext, TYPED } from '../../../tests/support/mail-context-mother';
import { dateMovedMail } from './date-moved';

const confirmed = aBooking({ status: 'confirmed', weddingDate: '2027-10-09', reservationCode: 'K7PX-22MN' });
const request = { ...confirmed, status: 'new' as const };
const from = '2027-10-02';

describe('the couple\'s notice of a moved wedding date', () => {
  it('names the new day and the code in the subject', () => {
    expect(dateMovedMail(confirmed, aMailContext(), { from }).subject).toBe('Termín svatebního focení změněn na 9. října 2027 (K7PX-22MN)');
  });

  it('tells a booked couple the new day is theirs and the old one freed, and attaches the wedding on its new day', () => {
    const mail = dateMovedMail(confirmed, aMailContext(), { from });
    expectWellFormedMail(mail);
    expectLines(mail, [
      'Dobrý den,',
      'podle naší domluvy jsem Vaši rezervaci svatebního focení přesunula z 2. října 2027 na 9. října 2027. Nový termín je rezervovaný jen pro Vás a původní termín je uvolněný.',
      'Termín svatby: sobota 9. října 2027',
      'Pokud jsme se na změně termínu nedomluvili, ozvěte se mi prosím co nejdříve, stačí odpovědět na tento e-mail.',
    ]);
    const [ics] = mail.attachments!;
    expect(ics!.filename).toBe('svatba-2027-10-09.ics');
    expect(ics!.content).toContain('DTSTART;VALUE=DATE:20271009');
  });

  it('tells a couple whose request moved that it is still a request, and attaches no calendar event', () => {
    const mail = dateMovedMail(request, aMailContext(), { from });
    expectWellFormedMail(mail);
    expect(visibleText(mail)).toContain('přesunula z 2. října 2027 na 9. října 2027. Zatím jde stále o poptávku');
    expect(visibleText(mail)).not.toContain('rezervovaný jen pro Vás');
    expect(mail.attachments ?? []).toEqual([]);
  });

  it('shows what the couple typed as text, never as markup', () => {
    const mail = dateMovedMail({ ...confirmed, contact: { ...confirmed.contact, coupleNames: TYPED.names }, venue: TYPED.venue, town: TYPED.town }, aMailContext(), { from });
    expectWellFormedMail(mail);
    expectTypedTextEscaped(mail, [TYPED.names, TYPED.venue, TYPED.town]);
  });
});
