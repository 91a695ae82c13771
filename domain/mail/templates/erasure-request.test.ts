import { describe, expect, it } from 'vitest';
import { aBooking } from '../../../tests/support/booking-mother';
import { expectWellFormedMail } from '../../../tests/support/mail-assertions';
import { aMailContext } from '../../../tests/support/mail-context-mother';
import { erasureRequestMail } from './erasure-request';

// Its subject, key lines and typed text: photographer-mails.test.ts.
const kept = aBooking({ id: 'b-kept', reservationCode: 'KEPT-CODE', weddingDate: '2027-09-04', contact: { coupleNames: 'Eva a Jan', email: 'eva@example.cz', phone: '+420602111222' } });

describe('the photographer\'s notice of an erasure request', () => {
  it('links each kept booking to its admin page, copies no contact details, and counts the kept bookings in Czech', () => {
    const mail = erasureRequestMail([kept], aMailContext());
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
});
