import { describe, expect, it } from 'vitest';
import { aBooking } from '../../../tests/support/booking-mother';
import { expectLines, expectTypedTextEscaped, expectWellFormedMail } from '../../../tests/support/mail-assertions';
import { aMailContext, TYPED } from '../../../tests/support/mail-context-mother';
import { pendingDigestMail } from './pending-digest';

// The context's clock: 1 May 2027, 10:00 in Prague.
const older = aBooking({ id: 'b-old', weddingDate: '2027-09-04', createdAt: '2027-04-25T08:00:00.000Z', contact: { coupleNames: 'Eva a Jan', email: 'eva@example.cz', phone: '+420602111222' } });
const newer = aBooking({ id: 'b-new', weddingDate: '2027-06-12', createdAt: '2027-04-28T20:00:00.000Z' });
const digest = (waiting = [newer, older]) => pendingDigestMail(waiting, aMailContext(), { waitingHours: 48 });

describe('the photographer\'s morning digest of waiting requests', () => {
  it('counts the requests in the subject with the right Czech forms', () => {
    expect(digest().subject).toBe('Ranní přehled: 2\u00A0poptávky čekají na odpověď déle než 48\u00A0hodin');
    expect(digest([older]).subject).toBe('Ranní přehled: 1\u00A0poptávka čeká na odpověď déle než 48\u00A0hodin');
    const five = Array.from({ length: 5 }, () => aBooking({ createdAt: '2027-04-25T08:00:00.000Z' }));
    expect(digest(five).subject).toBe('Ranní přehled: 5\u00A0poptávek čeká na odpověď déle než 48\u00A0hodin');
  });

  it('lists them oldest first, each with when it came (Prague time), how long it has waited and a link to it', () => {
    const mail = digest();
    expectWellFormedMail(mail);
    expectLines(mail, [
      'Dobré ráno,\nna odpověď déle než 48\u00A0hodin čekají 2\u00A0poptávky:',
      'sobota 4. září 2027 – Eva a Jan:\nPřijato: 25. dubna 2027 v 10:00\nČeká: 6\u00A0dní\nPoptávka: Otevřít v administraci',
      'sobota 12. června 2027 – Jana a Petr:\nPřijato: 28. dubna 2027 v 22:00\nČeká: 60\u00A0hodin',
      'Všechny poptávky: https://www.terezanovakova-foto.cz/admin/bookings',
    ]);
    expect(mail.text).toContain('Poptávka: Otevřít v administraci (https://www.terezanovakova-foto.cz/admin/bookings/b-old)');
    expect(mail.html).toContain('href="https://www.terezanovakova-foto.cz/admin/bookings/b-old"');
    expect(mail.text.indexOf('Eva a Jan')).toBeLessThan(mail.text.indexOf('Jana a Petr'));
    // The admin link is enough: the digest stays in the outbox for months and must not copy contact details.
    expect(`${mail.text}${mail.html}`).not.toMatch(/eva@example\.cz|602111222/);
  });

  it('shows what the couples typed as text, never as markup', () => {
    const mail = digest([{ ...older, contact: { ...older.contact, coupleNames: TYPED.names } }]);
    expectWellFormedMail(mail);
    expectTypedTextEscaped(mail, [TYPED.names]);
  });
});
