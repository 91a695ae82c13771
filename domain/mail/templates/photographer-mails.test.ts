import type { BookingMessage } from '../../booking/booking';
import { aBooking } from '../../../tests/support/booking-mother';
import { aMailContext, TYPED } from '../../../tests/support/mail-context-mother';
import { describeMailTemplates, withTypedText } from '../../../tests/support/mail-template-cases';
import { contactMessageMail } from './contact-message';
import { coupleMessageMail } from './couple-message';
import { erasureRequestMail } from './erasure-request';
import { newRequestMail } from './new-request';
import { pendingDigestMail } from './pending-digest';
import { requestWithdrawnMail } from './request-withdrawn';

// What each of the photographer's mails must say; what only one template does is tested beside it (<template>.test.ts).
const contact = { name: 'Jana', email: 'jana@example.cz', phone: '+420777123456', weddingDate: '2027-06-12', message: 'Máte volno v červnu 2027?', consentAt: '2027-05-01T08:00:00.000Z' };
const janaAPetr = { coupleNames: 'Jana a Petr', email: 'jana@example.cz', phone: '+420777123456' };
const portalBooking = aBooking({ id: 'b-3', status: 'confirmed', weddingDate: '2027-06-12', reservationCode: 'H3WD-9RTA', contact: janaAPetr });
const message: BookingMessage = { id: 'b-3-m1', at: '2027-05-01T08:00:00.000Z', author: 'couple', text: 'Obřad se posouvá na 15:00.\nParkovat lze u zámku.' };
const kept = aBooking({ id: 'b-kept', reservationCode: 'KEPT-CODE', weddingDate: '2027-09-04', contact: { coupleNames: 'Eva a Jan', email: 'eva@example.cz', phone: '+420602111222' } });
const request = aBooking({
  id: 'b-7',
  weddingDate: '2027-06-12',
  reservationCode: 'H3WD-9RTA',
  contact: janaAPetr,
  venue: 'Zámek Liblice',
  packageSlug: 'obrad',
  source: 'Instagram',
  message: 'Máte volno?',
});
// The context's clock: 1 May 2027, 10:00 in Prague.
const older = aBooking({ id: 'b-old', weddingDate: '2027-09-04', createdAt: '2027-04-25T08:00:00.000Z', contact: { coupleNames: 'Eva a Jan', email: 'eva@example.cz', phone: '+420602111222' } });
const newer = aBooking({ id: 'b-new', weddingDate: '2027-06-12', createdAt: '2027-04-28T20:00:00.000Z' });
const withdrawnRequest = aBooking({ id: 'b-9', status: 'withdrawn', weddingDate: '2027-06-12', reservationCode: 'H3WD-9RTA', contact: janaAPetr });

describeMailTemplates([
  {
    mail: 'a contact-form message: who wrote, how to reach them and their words',
    render: () => contactMessageMail(contact, aMailContext()),
    subject: 'Zpráva z kontaktního formuláře: Jana',
    lines: ['Jméno: Jana', 'E-mail: jana@example.cz', 'Telefon: +420777123456', 'Termín svatby: 12. června 2027', 'Zpráva\n> Máte volno v červnu 2027?'],
    typed: {
      render: () => contactMessageMail({ name: TYPED.names, email: 'a@example.cz', message: TYPED.message, consentAt: contact.consentAt }, aMailContext()),
      values: [TYPED.names, TYPED.message],
    },
  },
  {
    mail: "the photographer's copy of a couple's message: the couple, the day, the text line by line and the admin link",
    render: () => coupleMessageMail(portalBooking, message, aMailContext()),
    subject: 'Zpráva od snoubenců: 12. června 2027 – Jana a Petr',
    lines: [
      '> Obřad se posouvá na 15:00.',
      '> Parkovat lze u zámku.',
      'Rezervační kód: H3WD-9RTA',
      'Otevřít rezervaci v administraci: https://www.terezanovakova-foto.cz/admin/bookings/b-3',
    ],
    typed: {
      render: () => coupleMessageMail(withTypedText(portalBooking), { ...message, text: TYPED.message }, aMailContext()),
      values: [TYPED.names, TYPED.message],
    },
  },
  {
    mail: "the photographer's notice of an erasure request: each kept booking with its code, day and admin link",
    render: () => erasureRequestMail([kept], aMailContext()),
    subject: 'Žádost o výmaz údajů: 1\u00A0rezervace drží termín',
    lines: ['sobota 4. září 2027 – Eva a Jan', 'Rezervační kód: KEPT-CODE'],
    typed: { render: () => erasureRequestMail([withTypedText(kept)], aMailContext()), values: [TYPED.names] },
  },
  {
    mail: "the photographer's notice of a new request: the wedding, how to reach the couple, their source, package and message",
    render: () => newRequestMail(request, aMailContext()),
    subject: 'Nová poptávka: 12. června 2027 – Jana a Petr',
    lines: [
      'Přišla nová poptávka svatebního focení na 12. června 2027.',
      'Termín svatby: sobota 12. června 2027',
      'Místo: Zámek Liblice',
      'E-mail: jana@example.cz',
      'Telefon: +420777123456',
      'Odkud o mně ví: Instagram',
      '- Obřad (balíček): 18\u00A0000\u00A0Kč',
      'Zpráva od snoubenců\n> Máte volno?',
      'Rezervační kód: H3WD-9RTA',
    ],
    typed: {
      render: () =>
        newRequestMail(
          aBooking({ contact: { coupleNames: TYPED.names, email: 'a@example.cz', phone: '+420777123456' }, venue: TYPED.venue, town: TYPED.town, message: TYPED.message, source: TYPED.names }),
          aMailContext(),
        ),
      values: [TYPED.names, TYPED.venue, TYPED.town, TYPED.message],
    },
  },
  {
    mail: "the photographer's morning digest: the waiting requests oldest first, when each came and how long it waited",
    render: () => pendingDigestMail([newer, older], aMailContext(), { waitingHours: 48 }),
    subject: 'Ranní přehled: 2\u00A0poptávky čekají na odpověď déle než 48\u00A0hodin',
    lines: [
      'Dobré ráno,\nna odpověď déle než 48\u00A0hodin čekají 2\u00A0poptávky:',
      'sobota 4. září 2027 – Eva a Jan:\nPřijato: 25. dubna 2027 v 10:00\nČeká: 6\u00A0dní\nPoptávka: Otevřít v administraci',
      'sobota 12. června 2027 – Jana a Petr:\nPřijato: 28. dubna 2027 v 22:00\nČeká: 60\u00A0hodin',
      'Všechny poptávky: https://www.terezanovakova-foto.cz/admin/bookings',
    ],
    typed: { render: () => pendingDigestMail([withTypedText(older)], aMailContext(), { waitingHours: 48 }), values: [TYPED.names] },
  },
  {
    mail: "the photographer's morning digest of a deposit past its due day alone: the booking, its due day, nothing cancelled",
    render: () => pendingDigestMail([], aMailContext(), { waitingHours: 48, overdue: [{ booking: older, dueDate: '2027-04-20' }] }),
    subject: 'Ranní přehled: 1\u00A0záloha po splatnosti',
    lines: [
      'sobota 4. září 2027 – Eva a Jan:\nSplatnost: 20. dubna 2027\nRezervace: Otevřít v administraci',
      'Všechny rezervace: https://www.terezanovakova-foto.cz/admin/bookings',
    ],
    typed: { render: () => pendingDigestMail([], aMailContext(), { waitingHours: 48, overdue: [{ booking: withTypedText(older), dueDate: '2027-04-20' }] }), values: [TYPED.names] },
  },
  {
    mail: "the photographer's notice of a withdrawn request: no answer needed, the admin link",
    render: () => requestWithdrawnMail(withdrawnRequest, aMailContext()),
    subject: 'Poptávka stažena: 12. června 2027 – Jana a Petr',
    lines: [
      'Snoubenci stáhli svou poptávku svatebního focení na 12. června 2027 v rezervačním systému. Není třeba na ni odpovídat.',
      'E-mail: jana@example.cz',
      'Otevřít poptávku v administraci: https://www.terezanovakova-foto.cz/admin/bookings/b-9',
    ],
    typed: { render: () => requestWithdrawnMail(withTypedText(withdrawnRequest), aMailContext()), values: [TYPED.names, TYPED.venue] },
  },
]);
