import { describe, expect, it } from 'vitest';
import { aBooking } from '../../../tests/support/booking-mother';
import { expectWellFormedMail, visibleText } from '../../../tests/support/mail-assertions';
import { aMailContext } from '../../../tests/support/mail-context-mother';
import { dateMovedMail } from './date-moved';

// Its subject, key lines and typed text: couple-mails.test.ts.
const confirmed = aBooking({ status: 'confirmed', weddingDate: '2027-10-09', reservationCode: 'K7PX-22MN' });
const request = { ...confirmed, status: 'new' as const };
const from = '2027-10-02';

describe('the couple\'s notice of a moved wedding date', () => {
  it('attaches a booked couple\'s wedding on its new day', () => {
    const [ics] = dateMovedMail(confirmed, aMailContext(), { from }).attachments!;
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
});
