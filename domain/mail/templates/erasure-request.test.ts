import { describe, expect, it } from 'vitest';
import { aBooking } from '../../../tests/support/booking-mother';
import { expectTypedTextEscaped, expectWellFormedMail } from '../../../tests/support/mail-assertions';
import { aMailContext, TYPED } from '../../../tests/support/mail-context-mother';
import { erasureRequestMail } from './erasure-request';

const kept = aBooking({ id: 'b-kept', reservationCode: 'KEPT-CODE', weddingDate: '2027-09-04', contact: { coupleNames: 'Eva a Jan', email: 'eva@example.cz', phone: '+420602111222' } });

describe('the photographer\'s notice of an erasure request', () => {
  it('names each kept booking with its code, day and admin link, in Czech, without contact details', () => {
    const mail = erasureRequestMail([kept], aMailContext());
    expectWellFormedMail(mail);
    expect(mail.subject).toBe('Žádost o výmaz údajů: 1\u00A0rezervace drží termín');
    expect(mail.text).toContain('sobota 4. září 2027 – Eva a Jan');
    expect(mail.text).toContain('Rezervační kód: KEPT-CODE');
    expect(mail.text).toContain('https://www.terezanovakova-foto.cz/admin/bookings/b-kept');
    expect(`${mail.text}${mail.html}`).not.toMatch(/eva@example\.cz|602111222/);
    expect(erasureRequestMail([kept, aBooking(), aBooking(), aBooking(), aBooking()], aMailContext()).subject).toBe('Žádost o výmaz údajů: 5\u00A0rezervací drží termín');
  });

  it('says who deleted the account: the couple from the portal, or somebody in the accounts service', () => {
    expect(erasureRequestMail([kept], aMailContext()).text).toContain('snoubenci smazali svůj účet a požádali o výmaz');
    const deletedInStrapi = erasureRequestMail([kept], aMailContext(), 'account-deleted');
    expectWellFormedMail(deletedInStrapi);
    expect(deletedInStrapi.text).toContain('účet snoubenců byl smazán ve správě účtů (Strapi)');
    expect(deletedInStrapi.text).not.toContain('snoubenci smazali svůj účet');
  });

  it('shows the names as text, never as markup', () => {
    const mail = erasureRequestMail([{ ...kept, contact: { ...kept.contact, coupleNames: TYPED.names } }], aMailContext());
    expectTypedTextEscaped(mail, [TYPED.names]);
  });
});
